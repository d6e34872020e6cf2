-- Leads stored before migration 005 kept their LeadiD token and TrustedForm
-- certificate but got 'absent' states: give them the states
-- leads.LeadIDState and leads.TrustedFormState would have given.
UPDATE lead_consents SET leadid_state = CASE
    WHEN leadid_token = '' THEN 'absent'
    WHEN length(leadid_token) = 36 AND leadid_token GLOB '[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]-[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]-[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]-[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]-[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]' THEN 'valid'
    ELSE 'malformed' END
WHERE leadid_state = 'absent';

UPDATE lead_consents SET trustedform_state = CASE
    WHEN trustedform_cert_url = '' THEN 'absent'
    WHEN trustedform_cert_url GLOB 'https://cert.trustedform.com/*'
         AND length(substr(trustedform_cert_url, 30)) BETWEEN 20 AND 64
         AND substr(trustedform_cert_url, 30) NOT GLOB '*[^0-9A-Za-z]*' THEN 'valid'
    ELSE 'malformed' END
WHERE trustedform_state = 'absent';
