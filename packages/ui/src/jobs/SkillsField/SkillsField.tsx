/* Moved to primitives/ (the profile form lists skills too). */
export * from '../../primitives/SkillsField/SkillsField';
