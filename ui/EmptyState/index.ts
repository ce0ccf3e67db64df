export { EmptyState, type EmptyStateProps } from './EmptyState';
export { LoadError, type LoadErrorProps } from './LoadError';
