DROP TABLE IF EXISTS children_room_adults;
DROP TABLE IF EXISTS children_checkins;
DROP TABLE IF EXISTS children_checkouts;
DROP TABLE IF EXISTS children_checkin_groups;
DROP TABLE IF EXISTS children_stations;
