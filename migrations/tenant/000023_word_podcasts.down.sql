DROP TABLE IF EXISTS word_episodes;
DROP TABLE IF EXISTS word_albums;
DROP TABLE IF EXISTS word_album_categories;
