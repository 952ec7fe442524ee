DROP TABLE IF EXISTS word_uploads;
ALTER TABLE IF EXISTS word_settings DROP COLUMN IF EXISTS podcast_artwork_media_id;
ALTER TABLE IF EXISTS word_media_series DROP CONSTRAINT IF EXISTS word_media_series_artwork_fkey;
DROP TABLE IF EXISTS word_media;
DROP TABLE IF EXISTS word_media_series;
DROP TABLE IF EXISTS word_media_groups;
DROP TABLE IF EXISTS word_settings;
