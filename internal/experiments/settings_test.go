package experiments

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestSettingsPatch: shipping writes the setting the target names; the
// pop-up's object becomes its three settings.
func TestSettingsPatch(t *testing.T) {
	for _, tc := range []struct {
		target Target
		value  string
		want   map[string]string
	}{
		{TargetHeroHeadline, `"Hurt? Get paid."`, map[string]string{"hero_headline": `"Hurt? Get paid."`}},
		{TargetHeroSubline, `"We call back in minutes."`, map[string]string{"hero_subline": `"We call back in minutes."`}},
		{TargetCTALabel, `"Check my claim"`, map[string]string{"cta_label": `"Check my claim"`}},
		{TargetEntryForm, `"case_evaluation"`, map[string]string{"entry_form": `"case_evaluation"`}},
		{TargetPopup, `{"enabled": false, "delay_seconds": 9, "headline": "Wait!"}`,
			map[string]string{"popup_enabled": "false", "popup_delay_seconds": "9", "popup_headline": `"Wait!"`}},
	} {
		patch, err := SettingsPatch(tc.target, json.RawMessage(tc.value))
		if err != nil {
			t.Fatalf("%s: %v", tc.target, err)
		}
		got := map[string]string{}
		for k, v := range patch {
			got[k] = string(v)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.target, got, tc.want)
		}
	}
	if _, err := SettingsPatch("nothing", json.RawMessage(`"x"`)); err == nil {
		t.Error("an unknown target made a patch")
	}
	if _, err := SettingsPatch(TargetPopup, json.RawMessage(`"x"`)); err == nil {
		t.Error("a pop-up patch from a string")
	}
}
