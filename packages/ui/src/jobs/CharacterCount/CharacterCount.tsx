/* Moved to primitives/ (the profile and settings forms count characters too). */
export * from '../../primitives/CharacterCount/CharacterCount';
