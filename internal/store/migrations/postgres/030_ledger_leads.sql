-- A charged lead that the operator deletes outright keeps its ledger
-- entries: money is never lost with a lead. The entry keeps the lead's
-- reference; its lead_id empties (ON DELETE SET NULL).
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_lead_id_fkey,
    ADD CONSTRAINT ledger_entries_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE SET NULL;
