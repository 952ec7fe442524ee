DROP TABLE IF EXISTS children_imports;
