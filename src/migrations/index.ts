import * as migration_20261122_170938_initial from './20261122_170938_initial';

export const migrations = [
  {
    up: migration_20261122_170938_initial.up,
    down: migration_20261122_170938_initial.down,
    name: '20261122_170938_initial'
  },
];
