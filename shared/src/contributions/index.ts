export * from './area-contributions';
export * from './member-timeline';
