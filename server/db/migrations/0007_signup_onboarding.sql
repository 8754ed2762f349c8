-- Slot reserved for the signup_onboarding issue: its tables, indexes and triggers go here.
SELECT 1;
