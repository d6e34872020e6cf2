-- Leads stored before migration 005 kept their LeadiD token and TrustedForm
-- certificate but got 'absent' states: give them the states
-- leads.LeadIDState and leads.TrustedFormState would have given.
UPDATE lead_consents SET leadid_state = CASE
    WHEN leadid_token = '' THEN 'absent'
    WHEN leadid_token ~ '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$' THEN 'valid'
    ELSE 'malformed' END
WHERE leadid_state = 'absent';

UPDATE lead_consents SET trustedform_state = CASE
    WHEN trustedform_cert_url = '' THEN 'absent'
    WHEN trustedform_cert_url ~ '^https://cert\.trustedform\.com/[0-9A-Za-z]{20,64}$' THEN 'valid'
    ELSE 'malformed' END
WHERE trustedform_state = 'absent';
