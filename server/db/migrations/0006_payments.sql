-- Slot reserved for the payments issue: its tables, indexes and triggers go here.
SELECT 1;
