-- operator_inbox is a queue: answered conversations are deleted from the head of the
-- waiting_since index that claim-next walks, and until a vacuum every claim steps over those
-- dead entries. The default (20 % of the table changed) lets tens of thousands pile up on a big
-- inbox; vacuum it after a few hundred changes instead (cheap: the table is small and hot).
ALTER TABLE "operator_inbox" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500, autovacuum_vacuum_cost_delay = 0);
