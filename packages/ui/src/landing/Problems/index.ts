export { Problems, problems, type LandingPoint, type ProblemsProps } from './Problems';
