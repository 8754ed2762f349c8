-- Slot reserved for the search_likes issue: its tables, indexes and triggers go here.
SELECT 1;
