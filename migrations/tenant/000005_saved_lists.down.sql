DROP TABLE IF EXISTS saved_lists;
