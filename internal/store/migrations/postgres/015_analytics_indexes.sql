-- The analytics page reads deliveries by when they were created, across
-- partners: deliveries_partner (partner_id, created_at) cannot serve that.
CREATE INDEX deliveries_created_at ON deliveries (created_at);
