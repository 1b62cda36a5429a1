// The remotes' menu entries: the shell draws them, each remote's routes guard their pages by them.
export * from './area-menu';
export * from './hr-menu';
export * from './internet-menu';
export * from './security-menu';
