-- Slot reserved for the chat issue: its tables, indexes and triggers go here.
SELECT 1;
