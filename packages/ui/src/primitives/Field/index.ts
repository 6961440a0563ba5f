export { Field, type FieldAnnounce, type FieldControlProps, type FieldProps } from './Field';
