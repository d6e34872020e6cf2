package experiments

import (
	"encoding/json"
	"fmt"
)

// TargetName is a target in an operator's words.
func TargetName(t Target) string {
	switch t {
	case TargetHeroHeadline:
		return "the home page's headline"
	case TargetHeroSubline:
		return "the home page's sub-line"
	case TargetCTALabel:
		return "the main button's label"
	case TargetPopup:
		return "the pop-up"
	case TargetEntryForm:
		return "the consultation entry point"
	}
	return string(t)
}

// SettingsPatch is the site settings (key to JSON value, as the admin
// settings API takes them) that make value, a variant's value of target,
// what everyone sees: shipping a winner writes it.
func SettingsPatch(target Target, value json.RawMessage) (map[string]json.RawMessage, error) {
	switch target {
	case TargetHeroHeadline, TargetHeroSubline, TargetCTALabel, TargetEntryForm:
		// The setting has the target's name.
		return map[string]json.RawMessage{string(target): value}, nil
	case TargetPopup:
		p, err := decodePopup(value)
		if err != nil {
			return nil, err
		}
		patch := map[string]json.RawMessage{}
		for k, v := range map[string]any{"popup_enabled": p.Enabled, "popup_delay_seconds": p.DelaySeconds, "popup_headline": p.Headline} {
			b, err := json.Marshal(v)
			if err != nil {
				return nil, err
			}
			patch[k] = b
		}
		return patch, nil
	}
	return nil, fmt.Errorf("experiments: no setting for target %q", target)
}
