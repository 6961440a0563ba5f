export * from './UnsavedChangesDialog';
