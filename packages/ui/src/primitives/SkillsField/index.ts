export { SkillsField, type SkillsFieldProps } from './SkillsField';
