package seed

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"claimsite/internal/qualification"
	"claimsite/internal/richtext"
)

// faultRule is how a state treats an injured person's own share of the blame.
type faultRule int

const (
	// pureComparative: recovery is reduced by the claimant's share of fault, at any share.
	pureComparative faultRule = iota
	// modified50: recovery only if the claimant is less than 50% at fault.
	modified50
	// modified51: recovery only if the claimant is not more than 50% at fault.
	modified51
	// slightGross: South Dakota; recovery only if the claimant's negligence was
	// "slight" compared with the defendant's.
	slightGross
	// contributory: any fault of the claimant can bar recovery.
	contributory
)

// stateFacts are the per-state facts a state-law page is built from. Keep
// them to what is true in general; a page always ends with the "not legal
// advice" note. SOL, SOLCite, Fault and NoFault are seeded as the record's
// fields, and the page writes its statute, fault-rule and no-fault
// paragraphs from those (decision 057); the notes stay prose in the
// description.
type stateFacts struct {
	Name string
	Code string
	// SOL is the general personal-injury limitation period in words, e.g. "two years".
	SOL string
	// SOLCite is the statute that sets it.
	SOLCite string
	// SOLNote, optional, adds state-specific detail to the limitations section.
	SOLNote string
	Fault   faultRule
	// FaultNote, optional, adds state-specific detail to the fault section.
	FaultNote string
	// OverBar and OverBarExample, optional, are what happens past the bar
	// of a modified rule, in the explanation and the worked example, for a
	// state where a claimant past the bar still recovers something
	// (Michigan). Such a page has its rule named only (the fault-name
	// marker) and explains the rest in words (faultSection).
	OverBar, OverBarExample string
	// NoFault marks a no-fault (personal injury protection) auto-insurance state.
	NoFault bool
	// NoFaultNote, optional, replaces the generic threshold sentence of the
	// no-fault section (for "choice" states and unusual thresholds).
	NoFaultNote string
	// Note, optional, is one more sentence for the introduction.
	Note string
}

// stateList lists the 50 states and the District of Columbia, alphabetically by
// name. Limitation periods are the general ones for negligence claims for
// bodily injury; shorter or longer periods apply to many special cases.
var stateList = []stateFacts{
	{Name: "Alabama", Code: "AL", SOL: "two years", SOLCite: "Ala. Code § 6-2-38", Fault: contributory},
	{Name: "Alaska", Code: "AK", SOL: "two years", SOLCite: "Alaska Stat. § 09.10.070", Fault: pureComparative},
	{Name: "Arizona", Code: "AZ", SOL: "two years", SOLCite: "Ariz. Rev. Stat. § 12-542", Fault: pureComparative},
	{Name: "Arkansas", Code: "AR", SOL: "three years", SOLCite: "Ark. Code § 16-56-105", Fault: modified50},
	{Name: "California", Code: "CA", SOL: "two years", SOLCite: "Cal. Civ. Proc. Code § 335.1", Fault: pureComparative,
		SOLNote: "Claims against a California public entity generally require a written government claim within six months of the injury, long before the two-year period runs out."},
	{Name: "Colorado", Code: "CO", SOL: "two years", SOLCite: "Colo. Rev. Stat. § 13-80-102", Fault: modified50,
		SOLNote: "Colorado gives more time for motor vehicle accidents: injury claims arising from the use or operation of a motor vehicle generally have <strong>three years</strong> (Colo. Rev. Stat. § 13-80-101)."},
	{Name: "Connecticut", Code: "CT", SOL: "two years", SOLCite: "Conn. Gen. Stat. § 52-584", Fault: modified51},
	{Name: "Delaware", Code: "DE", SOL: "two years", SOLCite: "Del. Code tit. 10, § 8119", Fault: modified51},
	{Name: "District of Columbia", Code: "DC", SOL: "three years", SOLCite: "D.C. Code § 12-301(8)", Fault: contributory,
		SOLNote:   "A claim against the District itself usually requires written notice to the Mayor within six months of the injury.",
		FaultNote: "There is an important exception for people who were not in a motor vehicle. Under the Motor Vehicle Collision Recovery Act, the negligence of a pedestrian, bicyclist or other non-motorized road user does not bar a claim against a driver unless it was greater than the combined negligence of the defendants."},
	{Name: "Florida", Code: "FL", SOL: "two years", SOLCite: "Fla. Stat. § 95.11(4)(a)", Fault: modified51, NoFault: true,
		SOLNote:     "The two-year period applies to negligence claims that arose on or after March 24, 2023. Claims that arose before that date had four years.",
		FaultNote:   "This rule is new: Florida followed pure comparative negligence until March 24, 2023, when it moved to the 51% bar for most negligence cases. Medical negligence cases are excluded from the change.",
		NoFaultNote: "PIP covers up to $10,000 of medical costs and lost income. You can claim against the at-fault driver for pain and suffering only if your injury meets Florida's threshold, such as a significant and permanent injury or significant scarring."},
	{Name: "Georgia", Code: "GA", SOL: "two years", SOLCite: "Ga. Code § 9-3-33", Fault: modified50},
	{Name: "Hawaii", Code: "HI", SOL: "two years", SOLCite: "Haw. Rev. Stat. § 657-7", Fault: modified51, NoFault: true},
	{Name: "Idaho", Code: "ID", SOL: "two years", SOLCite: "Idaho Code § 5-219", Fault: modified50},
	{Name: "Illinois", Code: "IL", SOL: "two years", SOLCite: "735 ILCS 5/13-202", Fault: modified51},
	{Name: "Indiana", Code: "IN", SOL: "two years", SOLCite: "Ind. Code § 34-11-2-4", Fault: modified51,
		FaultNote: "Indiana's comparative fault law does not apply to claims against government entities, where the older contributory negligence rule can still bar recovery; tort claims against the state or a local government also require written notice within months of the injury."},
	{Name: "Iowa", Code: "IA", SOL: "two years", SOLCite: "Iowa Code § 614.1(2)", Fault: modified51},
	{Name: "Kansas", Code: "KS", SOL: "two years", SOLCite: "Kan. Stat. § 60-513", Fault: modified50, NoFault: true},
	{Name: "Kentucky", Code: "KY", SOL: "one year", SOLCite: "Ky. Rev. Stat. § 413.140", Fault: pureComparative, NoFault: true,
		SOLNote:     "Motor vehicle accidents are different: under the Motor Vehicle Reparations Act, an injury claim from a car crash generally has <strong>two years</strong> from the injury or from the last no-fault (PIP) payment, whichever is later (Ky. Rev. Stat. § 304.39-230).",
		NoFaultNote: "Kentucky is a \"choice\" no-fault state: a driver can reject the no-fault limits in writing. If you did not, you can claim against the at-fault driver for pain and suffering only if your injury passes a threshold, such as more than $1,000 in medical bills, a broken bone or permanent injury."},
	{Name: "Louisiana", Code: "LA", SOL: "two years", SOLCite: "La. Civ. Code art. 3493.1", Fault: modified51,
		Note:      "Louisiana's civil law comes from its Civil Code, and a limitation period there is called a prescriptive period.",
		SOLNote:   "The two-year period applies to injuries that happened on or after July 1, 2024. Injuries before that date were subject to the former one-year period.",
		FaultNote: "This rule applies to injuries on or after January 1, 2026. Louisiana followed pure comparative fault before then, and that older rule still governs claims from earlier accidents."},
	{Name: "Maine", Code: "ME", SOL: "six years", SOLCite: "Me. Rev. Stat. tit. 14, § 752", Fault: modified50,
		SOLNote: "Six years is one of the longest general periods in the country, but claims against government entities and medical providers have much shorter deadlines."},
	{Name: "Maryland", Code: "MD", SOL: "three years", SOLCite: "Md. Code, Cts. & Jud. Proc. § 5-101", Fault: contributory},
	{Name: "Massachusetts", Code: "MA", SOL: "three years", SOLCite: "Mass. Gen. Laws ch. 260, § 2A", Fault: modified51, NoFault: true,
		NoFaultNote: "PIP pays up to $8,000 of medical costs and lost wages. You can claim against the at-fault driver for pain and suffering if your reasonable medical expenses exceed $2,000 or the injury is serious, such as a fracture, permanent disfigurement or loss of sight or hearing."},
	{Name: "Michigan", Code: "MI", SOL: "three years", SOLCite: "Mich. Comp. Laws § 600.5805", Fault: modified51, NoFault: true,
		SOLNote:        "Claims for no-fault (PIP) benefits from your own insurer have a separate, much shorter deadline: generally one year from the accident, unless written notice was given or benefits were paid within that year.",
		OverBar:        "you lose the right to non-economic damages such as pain and suffering, though you may still recover economic damages, such as medical bills and lost wages, reduced by your share of the fault",
		OverBarExample: "you could recover 40% of your economic losses and nothing for pain and suffering",
		FaultNote:      "That makes Michigan unusual among 51% bar states: being mostly at fault takes away the non-economic part of a claim, not necessarily the whole claim.",
		NoFaultNote:    "A claim against the at-fault driver for pain and suffering is allowed only for death, serious impairment of a body function or permanent serious disfigurement. How much PIP medical coverage you have depends on the level you chose when you bought your policy."},
	{Name: "Minnesota", Code: "MN", SOL: "six years", SOLCite: "Minn. Stat. § 541.05", Fault: modified51, NoFault: true,
		SOLNote:   "Six years is the period for ordinary negligence claims. Intentional torts such as assault have two years, and wrongful death claims generally three years.",
		FaultNote: "Minnesota compares your fault with that of each defendant separately, so if several parties share the blame, the result can depend on how fault is divided among them."},
	{Name: "Mississippi", Code: "MS", SOL: "three years", SOLCite: "Miss. Code § 15-1-49", Fault: pureComparative},
	{Name: "Missouri", Code: "MO", SOL: "five years", SOLCite: "Mo. Rev. Stat. § 516.120", Fault: pureComparative,
		SOLNote: "Wrongful death claims have three years and medical malpractice claims two years, so the five-year period does not cover every injury case."},
	{Name: "Montana", Code: "MT", SOL: "three years", SOLCite: "Mont. Code § 27-2-204", Fault: modified51},
	{Name: "Nebraska", Code: "NE", SOL: "four years", SOLCite: "Neb. Rev. Stat. § 25-207", Fault: modified50},
	{Name: "Nevada", Code: "NV", SOL: "two years", SOLCite: "Nev. Rev. Stat. § 11.190(4)(e)", Fault: modified51},
	{Name: "New Hampshire", Code: "NH", SOL: "three years", SOLCite: "N.H. Rev. Stat. § 508:4", Fault: modified51},
	{Name: "New Jersey", Code: "NJ", SOL: "two years", SOLCite: "N.J. Stat. § 2A:14-2", Fault: modified51, NoFault: true,
		NoFaultNote: "New Jersey drivers choose a \"limitation on lawsuit\" or \"no limitation\" option when they buy their policy. With the limitation, a claim for pain and suffering against the at-fault driver is allowed only for certain serious injuries, such as a displaced fracture, significant scarring or a permanent injury."},
	{Name: "New Mexico", Code: "NM", SOL: "three years", SOLCite: "N.M. Stat. § 37-1-8", Fault: pureComparative},
	{Name: "New York", Code: "NY", SOL: "three years", SOLCite: "N.Y. C.P.L.R. 214(5)", Fault: pureComparative, NoFault: true,
		SOLNote:     "Claims against a city, county or other public body are much tighter: a notice of claim is usually due within 90 days, and the lawsuit generally within one year and 90 days.",
		NoFaultNote: "No-fault covers up to $50,000 of basic economic loss. You can claim against the at-fault driver for pain and suffering only if you have a \"serious injury\" as the law defines it, such as a fracture, significant disfigurement or an injury that kept you from your usual activities for 90 of the first 180 days."},
	{Name: "North Carolina", Code: "NC", SOL: "three years", SOLCite: "N.C. Gen. Stat. § 1-52(16)", Fault: contributory},
	{Name: "North Dakota", Code: "ND", SOL: "six years", SOLCite: "N.D. Cent. Code § 28-01-16", Fault: modified50, NoFault: true},
	{Name: "Ohio", Code: "OH", SOL: "two years", SOLCite: "Ohio Rev. Code § 2305.10", Fault: modified51},
	{Name: "Oklahoma", Code: "OK", SOL: "two years", SOLCite: "Okla. Stat. tit. 12, § 95(A)(3)", Fault: modified51},
	{Name: "Oregon", Code: "OR", SOL: "two years", SOLCite: "Or. Rev. Stat. § 12.110", Fault: modified51,
		SOLNote: "Claims against a public body require a written tort claim notice, generally within 180 days of the injury."},
	{Name: "Pennsylvania", Code: "PA", SOL: "two years", SOLCite: "42 Pa. Cons. Stat. § 5524", Fault: modified51, NoFault: true,
		NoFaultNote: "Pennsylvania is a \"choice\" no-fault state. With \"full tort\" coverage you keep the right to claim pain and suffering against the at-fault driver; with \"limited tort\" you give up that right unless the injury is serious or an exception applies, such as the other driver being convicted of drunk driving."},
	{Name: "Rhode Island", Code: "RI", SOL: "three years", SOLCite: "R.I. Gen. Laws § 9-1-14(b)", Fault: pureComparative},
	{Name: "South Carolina", Code: "SC", SOL: "three years", SOLCite: "S.C. Code § 15-3-530", Fault: modified51,
		SOLNote: "Claims against a government entity under the South Carolina Tort Claims Act generally have two years."},
	{Name: "South Dakota", Code: "SD", SOL: "three years", SOLCite: "S.D. Codified Laws § 15-2-14", Fault: slightGross},
	{Name: "Tennessee", Code: "TN", SOL: "one year", SOLCite: "Tenn. Code § 28-3-104(a)(1)", Fault: modified50,
		SOLNote: "One year is among the shortest periods in the country. It can be extended to two years in some cases where the person who caused the injury was criminally charged for the same conduct, but do not count on an exception."},
	{Name: "Texas", Code: "TX", SOL: "two years", SOLCite: "Tex. Civ. Prac. & Rem. Code § 16.003", Fault: modified51,
		FaultNote: "Texas calls this proportionate responsibility."},
	{Name: "Utah", Code: "UT", SOL: "four years", SOLCite: "Utah Code § 78B-2-307", Fault: modified50, NoFault: true,
		NoFaultNote: "PIP covers at least $3,000 of medical costs. You can claim against the at-fault driver for pain and suffering if your medical expenses exceed $3,000 or the injury is serious, such as a fracture, permanent disability or permanent disfigurement."},
	{Name: "Vermont", Code: "VT", SOL: "three years", SOLCite: "Vt. Stat. tit. 12, § 512(4)", Fault: modified51},
	{Name: "Virginia", Code: "VA", SOL: "two years", SOLCite: "Va. Code § 8.01-243(A)", Fault: contributory},
	{Name: "Washington", Code: "WA", SOL: "three years", SOLCite: "Wash. Rev. Code § 4.16.080(2)", Fault: pureComparative},
	{Name: "West Virginia", Code: "WV", SOL: "two years", SOLCite: "W. Va. Code § 55-2-12", Fault: modified51},
	{Name: "Wisconsin", Code: "WI", SOL: "three years", SOLCite: "Wis. Stat. § 893.54", Fault: modified51,
		FaultNote: "Wisconsin compares your negligence with that of each defendant separately."},
	{Name: "Wyoming", Code: "WY", SOL: "four years", SOLCite: "Wyo. Stat. § 1-3-105(a)(iv)(C)", Fault: modified51},
}

// StateLaws are the 51 seeded state-law pages, built from stateList.
var StateLaws = buildStateLaws(stateList)

func buildStateLaws(facts []stateFacts) []StateLaw {
	out := make([]StateLaw, 0, len(facts))
	for i, f := range facts {
		out = append(out, StateLaw{
			Name:           f.Name,
			Code:           f.Code,
			Title:          f.Name + " Personal Injury Law",
			Description:    stateDescription(f, exampleAmounts[i%len(exampleAmounts)]),
			Image:          "state-" + strings.ToLower(f.Code) + ".svg",
			SEOTitle:       fitting(60, f.Name+" Personal Injury Law: Deadlines & Fault", f.Name+" Personal Injury Law"),
			SEODescription: stateSEODescription(f),
			SOLYears:       solYears[f.SOL],
			FaultRule:      faultRules[f.Fault],
			NoFault:        f.NoFault,
			Citation:       f.SOLCite,
			SEOKeywords: strings.Join([]string{
				f.Name + " personal injury law",
				f.Name + " statute of limitations",
				f.Name + " " + faultShort[f.Fault],
				f.Name + " car accident lawyer",
				f.Code + " injury claim deadline",
			}, ", "),
		})
	}
	return out
}

// solYears are the limitation periods the pages state, in years.
var solYears = map[string]int{"one year": 1, "two years": 2, "three years": 3, "four years": 4, "five years": 5, "six years": 6}

// faultRules name the fault rules as the state-law record does.
var faultRules = map[faultRule]qualification.FaultRule{
	pureComparative: qualification.PureComparative,
	modified50:      qualification.Modified50,
	modified51:      qualification.Modified51,
	slightGross:     qualification.SlightGross,
	contributory:    qualification.Contributory,
}

// exampleAmounts vary the worked example from page to page; each divides
// evenly by the percentages used below.
var exampleAmounts = []int{100000, 80000, 50000, 120000, 60000, 200000, 40000, 150000}

var faultShort = map[faultRule]string{
	pureComparative: "pure comparative negligence",
	modified50:      "modified comparative negligence",
	modified51:      "modified comparative negligence",
	slightGross:     "modified comparative negligence",
	contributory:    "contributory negligence",
}

// fitting returns the first candidate no longer than limit characters
// (or the last candidate if none fits).
func fitting(limit int, candidates ...string) string {
	for _, c := range candidates {
		if len([]rune(c)) <= limit {
			return c
		}
	}
	return candidates[len(candidates)-1]
}

func stateSEODescription(f stateFacts) string {
	return fitting(160,
		fmt.Sprintf("%s personal injury law explained: the %s deadline to file a lawsuit, the %s rule, and what to do after an accident.",
			f.Name, period(f.SOL), faultShort[f.Fault]),
		fmt.Sprintf("%s injury law: the %s filing deadline, the %s rule and what to do after an accident.",
			f.Name, period(f.SOL), faultShort[f.Fault]),
	)
}

// period turns a duration into an adjective: "two years" -> "two-year".
func period(sol string) string {
	return strings.Replace(strings.Replace(sol, " years", "-year", 1), " year", "-year", 1)
}

// dollars formats whole dollars with thousands separators: 120000 -> "$120,000".
func dollars(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return "$" + b.String()
}

// orDefault returns s, or def when s is empty.
func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// reducedBy returns amount reduced by pct percent of fault.
func reducedBy(amount, pct int) string { return dollars(amount * (100 - pct) / 100) }

// inProse is the name as it reads inside a sentence: "the District of Columbia".
func inProse(f stateFacts) string {
	if f.Code == "DC" {
		return "the " + html.EscapeString(f.Name)
	}
	return html.EscapeString(f.Name)
}

// atStart is the name as it reads at the start of a sentence.
func atStart(f stateFacts) string {
	s := inProse(f)
	return strings.ToUpper(s[:1]) + s[1:]
}

// faultSection is the fault-rule section: the fault marker, where the page
// explains the rule named by fault_rule (decision 057), then the state's
// note. A state where a claimant past the bar still recovers something
// (OverBar: Michigan) has the rule named only, and explains the rest in
// its own words here, so that no generated sentence says "you recover
// nothing".
func faultSection(f stateFacts, amount int) string {
	var b strings.Builder
	b.WriteString("<h2>Fault rule</h2>\n")
	if f.OverBar == "" {
		b.WriteString(richtext.FactMarker("fault") + "\n")
	} else {
		b.WriteString(richtext.FactMarker("fault-name") + "\n")
		total := dollars(amount)
		switch f.Fault {
		case modified50:
			fmt.Fprintf(&b, "<p>If your share of the fault is less than 50%%, what you recover is reduced by that share. If you are found 50%% or more at fault, %s.</p>\n", f.OverBar)
			fmt.Fprintf(&b, "<p><em>Example:</em> your damages come to %s. Found 20%% at fault, you could recover %s; found 40%% at fault, %s. Found 50%% at fault, %s.</p>\n", total, reducedBy(amount, 20), reducedBy(amount, 40), f.OverBarExample)
		case modified51:
			fmt.Fprintf(&b, "<p>If you were not more than 50%% at fault, what you recover is reduced by your share of the fault. If you are found 51%% or more at fault, %s.</p>\n", f.OverBar)
			fmt.Fprintf(&b, "<p><em>Example:</em> your damages come to %s. Found 20%% at fault, you could recover %s; found exactly 50%% at fault, %s. Found 60%% at fault, %s.</p>\n", total, reducedBy(amount, 20), reducedBy(amount, 50), f.OverBarExample)
		default:
			panic(fmt.Sprintf("seed: OverBar for %s, whose fault rule has no bar", f.Name))
		}
	}
	if f.FaultNote != "" {
		b.WriteString("<p>" + f.FaultNote + "</p>\n")
	}
	b.WriteString("<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>\n")
	return b.String()
}

// noFaultSection is the no-fault marker (the page writes the heading and
// paragraph in a no-fault state, nothing elsewhere) and, in a no-fault
// state, what it takes to claim against the at-fault driver: the state's
// note, or the general threshold sentence.
func noFaultSection(f stateFacts) string {
	s := richtext.FactMarker("no-fault") + "\n"
	if !f.NoFault {
		return s
	}
	threshold := f.NoFaultNote
	if threshold == "" {
		threshold = "You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state's threshold, such as a serious or permanent injury or medical costs above a set amount."
	}
	return s + "<p>" + threshold + "</p>\n"
}

// stateDescription is a state's page without the paragraphs its facts
// make (decision 057): the introduction, the state's notes, the general
// paragraphs and what to do, with a marker where the page writes the
// statute, fault-rule and no-fault paragraphs from sol_years, citation,
// government_notice_days, fault_rule and no_fault.
func stateDescription(f stateFacts, amount int) string {
	name := inProse(f)
	var b strings.Builder

	intro := fmt.Sprintf("If you were hurt in a car crash, a fall or another accident in %s, two rules of %s law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover.", name, html.EscapeString(f.Name))
	if f.Note != "" {
		intro += " " + f.Note
	}
	intro += fmt.Sprintf(" This page summarizes the general rules. Participating attorneys in our network who are licensed in %s can look at the facts of your case.", name)
	b.WriteString("<p>" + intro + "</p>\n")

	b.WriteString("<h2>Statute of limitations</h2>\n")
	b.WriteString(richtext.FactMarker("statute") + "\n")
	if f.SOLNote != "" {
		b.WriteString("<p>" + f.SOLNote + "</p>\n")
	}
	b.WriteString("<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>\n")

	b.WriteString(faultSection(f, amount))
	b.WriteString(noFaultSection(f))

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
		fmt.Sprintf("Speak with an attorney licensed in %s well before the filing deadline runs out.", name),
	)
	for _, s := range steps {
		b.WriteString("<li>" + s + "</li>\n")
	}
	b.WriteString("</ul>\n")

	fmt.Fprintf(&b, "<p>This page is general information, not legal advice. Laws change; an attorney licensed in %s can tell you how they apply to your situation.</p>", name)
	return b.String()
}
