import * as migration_20261122_170938_initial from './20261122_170938_initial';
import * as migration_20261122_175719_usage_stats from './20261122_175719_usage_stats';
import * as migration_20261125_105801_accounts from './20261125_105801_accounts';
import * as migration_20261125_210656_missing_translations from './20261125_210656_missing_translations';
import * as migration_20261126_084707_s3_storage_fields from './20261126_084707_s3_storage_fields';
import * as migration_20261126_112159_tours from './20261126_112159_tours';
import * as migration_20261126_140000_tour_usage from './20261126_140000_tour_usage';
import * as migration_20261126_142452_highlight_tour from './20261126_142452_highlight_tour';
import * as migration_20261126_162259_event_slug from './20261126_162259_event_slug';
import * as migration_20261126_225145_bus_departures from './20261126_225145_bus_departures';
import * as migration_20261126_233927_scheduled_publishing from './20261126_233927_scheduled_publishing';
import * as migration_20261127_095243_place_confidence_checked from './20261127_095243_place_confidence_checked';

export const migrations = [
  {
    up: migration_20261122_170938_initial.up,
    down: migration_20261122_170938_initial.down,
    name: '20261122_170938_initial',
  },
  {
    up: migration_20261122_175719_usage_stats.up,
    down: migration_20261122_175719_usage_stats.down,
    name: '20261122_175719_usage_stats',
  },
  {
    up: migration_20261125_105801_accounts.up,
    down: migration_20261125_105801_accounts.down,
    name: '20261125_105801_accounts',
  },
  {
    up: migration_20261125_210656_missing_translations.up,
    down: migration_20261125_210656_missing_translations.down,
    name: '20261125_210656_missing_translations',
  },
  {
    up: migration_20261126_084707_s3_storage_fields.up,
    down: migration_20261126_084707_s3_storage_fields.down,
    name: '20261126_084707_s3_storage_fields',
  },
  {
    up: migration_20261126_112159_tours.up,
    down: migration_20261126_112159_tours.down,
    name: '20261126_112159_tours',
  },
  {
    up: migration_20261126_140000_tour_usage.up,
    down: migration_20261126_140000_tour_usage.down,
    name: '20261126_140000_tour_usage',
  },
  {
    up: migration_20261126_142452_highlight_tour.up,
    down: migration_20261126_142452_highlight_tour.down,
    name: '20261126_142452_highlight_tour',
  },
  {
    up: migration_20261126_162259_event_slug.up,
    down: migration_20261126_162259_event_slug.down,
    name: '20261126_162259_event_slug',
  },
  {
    up: migration_20261126_225145_bus_departures.up,
    down: migration_20261126_225145_bus_departures.down,
    name: '20261126_225145_bus_departures',
  },
  {
    up: migration_20261126_233927_scheduled_publishing.up,
    down: migration_20261126_233927_scheduled_publishing.down,
    name: '20261126_233927_scheduled_publishing',
  },
  {
    up: migration_20261127_095243_place_confidence_checked.up,
    down: migration_20261127_095243_place_confidence_checked.down,
    name: '20261127_095243_place_confidence_checked'
  },
];
