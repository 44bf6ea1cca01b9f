import type { Options } from 'csv-parse'

/** One CSV record longer than this is not GTFS: the import stops rather than buffer it. */
const MAX_RECORD_BYTES = 64 * 1024

/**
 * How GTFS files are read (csv-parse): a byte-order mark dropped, header names trimmed and
 * lower-cased, values trimmed, short rows and stray quotes tolerated, no record over 64 KB.
 */
export const GTFS_CSV_OPTIONS: Options = {
  bom: true,
  columns: (header: string[]) => header.map((name) => String(name).trim().toLowerCase()),
  skip_empty_lines: true,
  relax_column_count: true,
  relax_quotes: true,
  trim: true,
  max_record_size: MAX_RECORD_BYTES,
}
