package seed

import (
	"fmt"
	"html"
	"strings"
)

// StatePagesBefore057 are the state-law descriptions as this package seeded
// them before decision 057, by state code: the statute of limitations,
// fault-rule and no-fault paragraphs written into the HTML. Nothing serves
// them. They are what the tests hold the data to: each state's sol_years
// and fault_rule are what its page stated (TestStateFactsMatchTheirPages,
// issue 23), and migration 036 (PostgreSQL 035) gives a page still exactly
// like this the description the seed now writes (TestStatePagesMigration).
// Frozen: change nothing below, or the tests no longer test the past.
func StatePagesBefore057() map[string]string {
	pages := make(map[string]string, len(stateList))
	for i, f := range stateList {
		pages[f.Code] = stateDescriptionBefore057(f, exampleAmounts[i%len(exampleAmounts)])
	}
	return pages
}

func faultSectionBefore057(f stateFacts, amount int) string {
	name := atStart(f)
	total := dollars(amount)
	var b strings.Builder
	b.WriteString("<h2>Fault rule</h2>\n")
	switch f.Fault {
	case pureComparative:
		fmt.Fprintf(&b, "<p>%s follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>\n", name)
		fmt.Fprintf(&b, "<p><em>Example:</em> your damages come to %s and you are found 30%% at fault. You could recover %s. Found 80%% at fault, you could still recover %s.</p>\n", total, reducedBy(amount, 30), reducedBy(amount, 80))
	case modified50:
		fmt.Fprintf(&b, "<p>%s follows <strong>modified comparative negligence with a 50%% bar</strong>. You can recover damages only if your share of the fault is less than 50%%, and what you recover is reduced by that share. If you are found 50%% or more at fault, even in an even split with the other driver, %s.</p>\n", name, orDefault(f.OverBar, "you recover nothing"))
		fmt.Fprintf(&b, "<p><em>Example:</em> your damages come to %s. Found 20%% at fault, you could recover %s; found 40%% at fault, %s. Found 50%% at fault, %s.</p>\n", total, reducedBy(amount, 20), reducedBy(amount, 40), orDefault(f.OverBarExample, "you would recover nothing"))
	case modified51:
		fmt.Fprintf(&b, "<p>%s follows <strong>modified comparative negligence with a 51%% bar</strong>. You can recover damages as long as you were not more than 50%% at fault, and what you recover is reduced by your share of the fault. If you are found 51%% or more at fault, %s.</p>\n", name, orDefault(f.OverBar, "you recover nothing"))
		fmt.Fprintf(&b, "<p><em>Example:</em> your damages come to %s. Found 20%% at fault, you could recover %s; found exactly 50%% at fault, %s. Found 60%% at fault, %s.</p>\n", total, reducedBy(amount, 20), reducedBy(amount, 50), orDefault(f.OverBarExample, "you would recover nothing"))
	case slightGross:
		fmt.Fprintf(&b, "<p>%s follows its own form of <strong>modified comparative negligence</strong>, often called the \"slight/gross\" rule. You can recover only if your negligence was slight compared with the other party's; if it was, your damages are reduced in proportion to your share. There is no fixed percentage: the jury decides whether your share was slight.</p>\n", name)
		fmt.Fprintf(&b, "<p><em>Example:</em> your damages come to %s and the jury finds your negligence slight, say 10%% of the total. You could recover %s. If the jury finds your negligence more than slight, you could recover nothing, even if the other driver was more to blame than you.</p>\n", total, reducedBy(amount, 10))
	case contributory:
		fmt.Fprintf(&b, "<p>%s is one of the few places that still follow <strong>contributory negligence</strong>. Under this strict rule, if you were even slightly at fault for your own injury, you can be barred from recovering anything from the other party. Courts recognize narrow exceptions, such as the \"last clear chance\" doctrine, which can allow recovery when the other party had the final opportunity to avoid the accident.</p>\n", name)
		fmt.Fprintf(&b, "<p><em>Example:</em> your damages come to %s and you are found 5%% at fault, say for glancing away from the road a moment too long. In a comparative-fault state you might recover %s; under contributory negligence you could recover nothing.</p>\n", total, reducedBy(amount, 5))
	default:
		panic(fmt.Sprintf("seed: unknown fault rule %d for %s", f.Fault, f.Name))
	}
	if f.FaultNote != "" {
		b.WriteString("<p>" + f.FaultNote + "</p>\n")
	}
	b.WriteString("<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>\n")
	return b.String()
}

func noFaultSectionBefore057(f stateFacts) string {
	if !f.NoFault {
		return ""
	}
	name := atStart(f)
	threshold := f.NoFaultNote
	if threshold == "" {
		threshold = "You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state's threshold, such as a serious or permanent injury or medical costs above a set amount."
	}
	return fmt.Sprintf("<h3>No-fault auto insurance</h3>\n<p>%s has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. %s</p>\n", name, threshold)
}

func stateDescriptionBefore057(f stateFacts, amount int) string {
	name := inProse(f)
	var b strings.Builder

	intro := fmt.Sprintf("If you were hurt in a car crash, a fall or another accident in %s, two rules of %s law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover.", name, html.EscapeString(f.Name))
	if f.Note != "" {
		intro += " " + f.Note
	}
	intro += fmt.Sprintf(" This page summarizes the general rules. Participating attorneys in our network who are licensed in %s can look at the facts of your case.", name)
	b.WriteString("<p>" + intro + "</p>\n")

	b.WriteString("<h2>Statute of limitations</h2>\n")
	fmt.Fprintf(&b, "<p>In %s, the general statute of limitations for personal-injury claims is <strong>%s</strong>, usually counted from the date of the injury (%s). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>\n", name, f.SOL, html.EscapeString(f.SOLCite))
	if f.SOLNote != "" {
		b.WriteString("<p>" + f.SOLNote + "</p>\n")
	}
	b.WriteString("<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>\n")

	b.WriteString(faultSectionBefore057(f, amount))
	b.WriteString(noFaultSectionBefore057(f))

	fmt.Fprintf(&b, "<h2>What to do after an accident in %s</h2>\n<ul>\n", name)
	steps := []string{
		"Call 911 if anyone is hurt, and ask for the police to come; write down the report number.",
		"Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.",
		"Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.",
		"Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.",
	}
	if f.NoFault {
		steps = append(steps, "Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.")
	} else {
		steps = append(steps, "Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver's insurer.")
	}
	steps = append(steps,
		"Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.",
		fmt.Sprintf("Speak with an attorney licensed in %s well before the %s deadline runs out.", name, period(f.SOL)),
	)
	for _, s := range steps {
		b.WriteString("<li>" + s + "</li>\n")
	}
	b.WriteString("</ul>\n")

	fmt.Fprintf(&b, "<p>This page is general information, not legal advice. Laws change; an attorney licensed in %s can tell you how they apply to your situation.</p>", name)
	return b.String()
}
