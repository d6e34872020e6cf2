package seed

import "testing"

// TestContentInSpanish: the content a fresh install is seeded with gives
// every service, FAQ entry and all 51 state-law pages their Spanish
// version (the texts of the _es.go files), the posts none yet.
func TestContentInSpanish(t *testing.T) {
	c, err := Content()
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range c.Services {
		if v.ES == nil || v.ES.Title == "" || v.ES.Description == "" {
			t.Errorf("service %q: Spanish version %+v", v.Title, v.ES)
		}
	}
	for _, v := range c.Questions {
		if v.ES == nil || v.ES.FAQQuestion == "" || v.ES.Answer == "" {
			t.Errorf("question %q: Spanish version %+v", v.FAQQuestion, v.ES)
		}
	}
	if len(c.StateLaws) != 51 {
		t.Errorf("%d state pages", len(c.StateLaws))
	}
	for _, v := range c.StateLaws {
		if v.ES == nil || v.ES.Name == "" || v.ES.Title == "" || v.ES.Description == "" {
			t.Errorf("state %s: Spanish version %+v", v.Code, v.ES)
		}
	}
	if nc := c.StateLaws[33]; nc.Code == "NC" && nc.ES.Name != "Carolina del Norte" {
		t.Errorf("North Carolina in Spanish: %q", nc.ES.Name)
	}
}
