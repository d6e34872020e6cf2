package httpapi

import (
	"encoding/json"
	"net/http"

	"claimsite/internal/qualification"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// tierRulesAnswer is the tier rules in force and every earlier version,
// newest first.
type tierRulesAnswer struct {
	Current  store.TierRules   `json:"current"`
	Versions []store.TierRules `json:"versions"`
}

// handleTierRulesGet answers the tier rules: the version new leads are
// rated with, and the history.
func (s *Server) handleTierRulesGet(w http.ResponseWriter, r *http.Request) error {
	versions, err := s.store.TierRuleVersions(r.Context())
	if err != nil {
		return err
	}
	if len(versions) == 0 {
		return newError(http.StatusInternalServerError, "No tier rules are on record.")
	}
	writeJSON(w, http.StatusOK, map[string]any{"data": tierRulesAnswer{Current: versions[0], Versions: versions}})
	return nil
}

// handleTierRulesUpdate saves new weights and thresholds as the next
// version (decision 060): leads rated before keep theirs. The same rules
// as the current version change nothing.
func (s *Server) handleTierRulesUpdate(w http.ResponseWriter, r *http.Request) error {
	var raw map[string]json.RawMessage
	if err := decodeJSON(w, r, &raw); err != nil {
		return err
	}
	var weights qualification.Weights
	errs := validate.Errors{}
	for _, f := range []struct {
		name string
		dst  *int
	}{{"liability", &weights.Liability}, {"injury", &weights.Injury}, {"timing", &weights.Timing}, {"contact", &weights.Contact},
		{"min_a", &weights.MinA}, {"min_b", &weights.MinB}, {"min_c", &weights.MinC}} {
		v, ok := raw[f.name]
		if !ok || !given(v) {
			errs.Add(f.name, "Give a whole number.")
			continue
		}
		if err := json.Unmarshal(v, f.dst); err != nil {
			errs.Add(f.name, "Give a whole number.")
		}
	}
	if !errs.Any() {
		for field, msg := range weights.Problems() {
			errs.Add(field, msg)
		}
	}
	if errs.Any() {
		return invalid(errs)
	}
	saved, changed, err := s.store.SaveTierRules(r.Context(), weights, currentUser(r).ID)
	if err != nil {
		return err
	}
	if !changed {
		auditUnchanged(r)
	} else {
		auditDetail(r, "version "+itoa(saved.Version))
	}
	versions, err := s.store.TierRuleVersions(r.Context())
	if err != nil {
		return err
	}
	message := "Tier rules saved as version " + itoa(saved.Version) + "."
	if !changed {
		message = "The tier rules are unchanged."
	}
	writeJSON(w, http.StatusOK, map[string]any{"message": message, "data": tierRulesAnswer{Current: saved, Versions: versions}})
	return nil
}
