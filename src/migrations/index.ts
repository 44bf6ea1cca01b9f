import * as migration_20261122_165126_initial from './20261122_165126_initial';

export const migrations = [
  {
    up: migration_20261122_165126_initial.up,
    down: migration_20261122_165126_initial.down,
    name: '20261122_165126_initial'
  },
];
