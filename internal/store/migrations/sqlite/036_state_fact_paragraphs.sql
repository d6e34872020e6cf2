-- The state-law pages write their statute of limitations, fault-rule
-- and no-fault paragraphs from the record's facts (sol_years, citation,
-- government_notice_days, fault_rule, no_fault) where the description
-- holds a marker, <div data-fact="..."></div> (decision 057). A page
-- seeded earlier gets the description the seed now writes (the markers,
-- the state's notes and the general prose) only where it is still exactly
-- as it was seeded: a page an operator edited keeps its own words and,
-- having no marker, shows no generated paragraph beside them.
-- seed.StatePagesBefore057 holds the pages as they were seeded;
-- TestStatePagesMigration checks both texts on both databases.

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Alabama, two rules of Alabama law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Alabama can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Alabama</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Alabama well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Alabama can tell you how they apply to your situation.</p>'
WHERE code = 'AL' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Alabama, two rules of Alabama law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Alabama can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Alabama, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Ala. Code § 6-2-38). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Alabama is one of the few places that still follow <strong>contributory negligence</strong>. Under this strict rule, if you were even slightly at fault for your own injury, you can be barred from recovering anything from the other party. Courts recognize narrow exceptions, such as the "last clear chance" doctrine, which can allow recovery when the other party had the final opportunity to avoid the accident.</p>
<p><em>Example:</em> your damages come to $100,000 and you are found 5% at fault, say for glancing away from the road a moment too long. In a comparative-fault state you might recover $95,000; under contributory negligence you could recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Alabama</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Alabama well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Alabama can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Alaska, two rules of Alaska law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Alaska can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Alaska</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Alaska well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Alaska can tell you how they apply to your situation.</p>'
WHERE code = 'AK' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Alaska, two rules of Alaska law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Alaska can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Alaska, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Alaska Stat. § 09.10.070). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Alaska follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $80,000 and you are found 30% at fault. You could recover $56,000. Found 80% at fault, you could still recover $16,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Alaska</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Alaska well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Alaska can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Arizona, two rules of Arizona law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Arizona can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Arizona</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Arizona well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Arizona can tell you how they apply to your situation.</p>'
WHERE code = 'AZ' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Arizona, two rules of Arizona law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Arizona can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Arizona, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Ariz. Rev. Stat. § 12-542). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Arizona follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $50,000 and you are found 30% at fault. You could recover $35,000. Found 80% at fault, you could still recover $10,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Arizona</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Arizona well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Arizona can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Arkansas, two rules of Arkansas law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Arkansas can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Arkansas</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Arkansas well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Arkansas can tell you how they apply to your situation.</p>'
WHERE code = 'AR' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Arkansas, two rules of Arkansas law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Arkansas can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Arkansas, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (Ark. Code § 16-56-105). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Arkansas follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $120,000. Found 20% at fault, you could recover $96,000; found 40% at fault, $72,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Arkansas</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Arkansas well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Arkansas can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in California, two rules of California law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in California can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Claims against a California public entity generally require a written government claim within six months of the injury, long before the two-year period runs out.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in California</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in California well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in California can tell you how they apply to your situation.</p>'
WHERE code = 'CA' AND description = '<p>If you were hurt in a car crash, a fall or another accident in California, two rules of California law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in California can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In California, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Cal. Civ. Proc. Code § 335.1). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Claims against a California public entity generally require a written government claim within six months of the injury, long before the two-year period runs out.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>California follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $60,000 and you are found 30% at fault. You could recover $42,000. Found 80% at fault, you could still recover $12,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in California</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in California well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in California can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Colorado, two rules of Colorado law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Colorado can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Colorado gives more time for motor vehicle accidents: injury claims arising from the use or operation of a motor vehicle generally have <strong>three years</strong> (Colo. Rev. Stat. § 13-80-101).</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Colorado</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Colorado well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Colorado can tell you how they apply to your situation.</p>'
WHERE code = 'CO' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Colorado, two rules of Colorado law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Colorado can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Colorado, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Colo. Rev. Stat. § 13-80-102). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Colorado gives more time for motor vehicle accidents: injury claims arising from the use or operation of a motor vehicle generally have <strong>three years</strong> (Colo. Rev. Stat. § 13-80-101).</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Colorado follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $200,000. Found 20% at fault, you could recover $160,000; found 40% at fault, $120,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Colorado</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Colorado well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Colorado can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Connecticut, two rules of Connecticut law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Connecticut can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Connecticut</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Connecticut well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Connecticut can tell you how they apply to your situation.</p>'
WHERE code = 'CT' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Connecticut, two rules of Connecticut law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Connecticut can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Connecticut, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Conn. Gen. Stat. § 52-584). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Connecticut follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $40,000. Found 20% at fault, you could recover $32,000; found exactly 50% at fault, $20,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Connecticut</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Connecticut well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Connecticut can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Delaware, two rules of Delaware law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Delaware can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Delaware</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Delaware well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Delaware can tell you how they apply to your situation.</p>'
WHERE code = 'DE' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Delaware, two rules of Delaware law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Delaware can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Delaware, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Del. Code tit. 10, § 8119). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Delaware follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $150,000. Found 20% at fault, you could recover $120,000; found exactly 50% at fault, $75,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Delaware</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Delaware well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Delaware can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in the District of Columbia, two rules of District of Columbia law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in the District of Columbia can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>A claim against the District itself usually requires written notice to the Mayor within six months of the injury.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>There is an important exception for people who were not in a motor vehicle. Under the Motor Vehicle Collision Recovery Act, the negligence of a pedestrian, bicyclist or other non-motorized road user does not bar a claim against a driver unless it was greater than the combined negligence of the defendants.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in the District of Columbia</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in the District of Columbia well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in the District of Columbia can tell you how they apply to your situation.</p>'
WHERE code = 'DC' AND description = '<p>If you were hurt in a car crash, a fall or another accident in the District of Columbia, two rules of District of Columbia law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in the District of Columbia can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In the District of Columbia, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (D.C. Code § 12-301(8)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>A claim against the District itself usually requires written notice to the Mayor within six months of the injury.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>The District of Columbia is one of the few places that still follow <strong>contributory negligence</strong>. Under this strict rule, if you were even slightly at fault for your own injury, you can be barred from recovering anything from the other party. Courts recognize narrow exceptions, such as the "last clear chance" doctrine, which can allow recovery when the other party had the final opportunity to avoid the accident.</p>
<p><em>Example:</em> your damages come to $100,000 and you are found 5% at fault, say for glancing away from the road a moment too long. In a comparative-fault state you might recover $95,000; under contributory negligence you could recover nothing.</p>
<p>There is an important exception for people who were not in a motor vehicle. Under the Motor Vehicle Collision Recovery Act, the negligence of a pedestrian, bicyclist or other non-motorized road user does not bar a claim against a driver unless it was greater than the combined negligence of the defendants.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in the District of Columbia</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in the District of Columbia well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in the District of Columbia can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Florida, two rules of Florida law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Florida can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>The two-year period applies to negligence claims that arose on or after March 24, 2023. Claims that arose before that date had four years.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>This rule is new: Florida followed pure comparative negligence until March 24, 2023, when it moved to the 51% bar for most negligence cases. Medical negligence cases are excluded from the change.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>PIP covers up to $10,000 of medical costs and lost income. You can claim against the at-fault driver for pain and suffering only if your injury meets Florida''s threshold, such as a significant and permanent injury or significant scarring.</p>
<h2>What to do after an accident in Florida</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Florida well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Florida can tell you how they apply to your situation.</p>'
WHERE code = 'FL' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Florida, two rules of Florida law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Florida can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Florida, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Fla. Stat. § 95.11(4)(a)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>The two-year period applies to negligence claims that arose on or after March 24, 2023. Claims that arose before that date had four years.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Florida follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $80,000. Found 20% at fault, you could recover $64,000; found exactly 50% at fault, $40,000. Found 60% at fault, you would recover nothing.</p>
<p>This rule is new: Florida followed pure comparative negligence until March 24, 2023, when it moved to the 51% bar for most negligence cases. Medical negligence cases are excluded from the change.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>Florida has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. PIP covers up to $10,000 of medical costs and lost income. You can claim against the at-fault driver for pain and suffering only if your injury meets Florida''s threshold, such as a significant and permanent injury or significant scarring.</p>
<h2>What to do after an accident in Florida</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Florida well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Florida can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Georgia, two rules of Georgia law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Georgia can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Georgia</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Georgia well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Georgia can tell you how they apply to your situation.</p>'
WHERE code = 'GA' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Georgia, two rules of Georgia law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Georgia can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Georgia, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Ga. Code § 9-3-33). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Georgia follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $50,000. Found 20% at fault, you could recover $40,000; found 40% at fault, $30,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Georgia</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Georgia well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Georgia can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Hawaii, two rules of Hawaii law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Hawaii can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state''s threshold, such as a serious or permanent injury or medical costs above a set amount.</p>
<h2>What to do after an accident in Hawaii</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Hawaii well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Hawaii can tell you how they apply to your situation.</p>'
WHERE code = 'HI' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Hawaii, two rules of Hawaii law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Hawaii can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Hawaii, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Haw. Rev. Stat. § 657-7). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Hawaii follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $120,000. Found 20% at fault, you could recover $96,000; found exactly 50% at fault, $60,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>Hawaii has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state''s threshold, such as a serious or permanent injury or medical costs above a set amount.</p>
<h2>What to do after an accident in Hawaii</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Hawaii well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Hawaii can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Idaho, two rules of Idaho law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Idaho can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Idaho</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Idaho well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Idaho can tell you how they apply to your situation.</p>'
WHERE code = 'ID' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Idaho, two rules of Idaho law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Idaho can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Idaho, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Idaho Code § 5-219). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Idaho follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $60,000. Found 20% at fault, you could recover $48,000; found 40% at fault, $36,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Idaho</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Idaho well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Idaho can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Illinois, two rules of Illinois law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Illinois can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Illinois</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Illinois well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Illinois can tell you how they apply to your situation.</p>'
WHERE code = 'IL' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Illinois, two rules of Illinois law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Illinois can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Illinois, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (735 ILCS 5/13-202). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Illinois follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $200,000. Found 20% at fault, you could recover $160,000; found exactly 50% at fault, $100,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Illinois</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Illinois well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Illinois can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Indiana, two rules of Indiana law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Indiana can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Indiana''s comparative fault law does not apply to claims against government entities, where the older contributory negligence rule can still bar recovery; tort claims against the state or a local government also require written notice within months of the injury.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Indiana</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Indiana well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Indiana can tell you how they apply to your situation.</p>'
WHERE code = 'IN' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Indiana, two rules of Indiana law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Indiana can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Indiana, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Ind. Code § 34-11-2-4). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Indiana follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $40,000. Found 20% at fault, you could recover $32,000; found exactly 50% at fault, $20,000. Found 60% at fault, you would recover nothing.</p>
<p>Indiana''s comparative fault law does not apply to claims against government entities, where the older contributory negligence rule can still bar recovery; tort claims against the state or a local government also require written notice within months of the injury.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Indiana</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Indiana well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Indiana can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Iowa, two rules of Iowa law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Iowa can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Iowa</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Iowa well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Iowa can tell you how they apply to your situation.</p>'
WHERE code = 'IA' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Iowa, two rules of Iowa law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Iowa can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Iowa, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Iowa Code § 614.1(2)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Iowa follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $150,000. Found 20% at fault, you could recover $120,000; found exactly 50% at fault, $75,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Iowa</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Iowa well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Iowa can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Kansas, two rules of Kansas law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Kansas can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state''s threshold, such as a serious or permanent injury or medical costs above a set amount.</p>
<h2>What to do after an accident in Kansas</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Kansas well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Kansas can tell you how they apply to your situation.</p>'
WHERE code = 'KS' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Kansas, two rules of Kansas law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Kansas can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Kansas, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Kan. Stat. § 60-513). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Kansas follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $100,000. Found 20% at fault, you could recover $80,000; found 40% at fault, $60,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>Kansas has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state''s threshold, such as a serious or permanent injury or medical costs above a set amount.</p>
<h2>What to do after an accident in Kansas</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Kansas well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Kansas can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Kentucky, two rules of Kentucky law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Kentucky can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Motor vehicle accidents are different: under the Motor Vehicle Reparations Act, an injury claim from a car crash generally has <strong>two years</strong> from the injury or from the last no-fault (PIP) payment, whichever is later (Ky. Rev. Stat. § 304.39-230).</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>Kentucky is a "choice" no-fault state: a driver can reject the no-fault limits in writing. If you did not, you can claim against the at-fault driver for pain and suffering only if your injury passes a threshold, such as more than $1,000 in medical bills, a broken bone or permanent injury.</p>
<h2>What to do after an accident in Kentucky</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Kentucky well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Kentucky can tell you how they apply to your situation.</p>'
WHERE code = 'KY' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Kentucky, two rules of Kentucky law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Kentucky can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Kentucky, the general statute of limitations for personal-injury claims is <strong>one year</strong>, usually counted from the date of the injury (Ky. Rev. Stat. § 413.140). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Motor vehicle accidents are different: under the Motor Vehicle Reparations Act, an injury claim from a car crash generally has <strong>two years</strong> from the injury or from the last no-fault (PIP) payment, whichever is later (Ky. Rev. Stat. § 304.39-230).</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Kentucky follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $80,000 and you are found 30% at fault. You could recover $56,000. Found 80% at fault, you could still recover $16,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>Kentucky has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. Kentucky is a "choice" no-fault state: a driver can reject the no-fault limits in writing. If you did not, you can claim against the at-fault driver for pain and suffering only if your injury passes a threshold, such as more than $1,000 in medical bills, a broken bone or permanent injury.</p>
<h2>What to do after an accident in Kentucky</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Kentucky well before the one-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Kentucky can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Louisiana, two rules of Louisiana law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. Louisiana''s civil law comes from its Civil Code, and a limitation period there is called a prescriptive period. This page summarizes the general rules. Participating attorneys in our network who are licensed in Louisiana can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>The two-year period applies to injuries that happened on or after July 1, 2024. Injuries before that date were subject to the former one-year period.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>This rule applies to injuries on or after January 1, 2026. Louisiana followed pure comparative fault before then, and that older rule still governs claims from earlier accidents.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Louisiana</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Louisiana well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Louisiana can tell you how they apply to your situation.</p>'
WHERE code = 'LA' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Louisiana, two rules of Louisiana law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. Louisiana''s civil law comes from its Civil Code, and a limitation period there is called a prescriptive period. This page summarizes the general rules. Participating attorneys in our network who are licensed in Louisiana can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Louisiana, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (La. Civ. Code art. 3493.1). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>The two-year period applies to injuries that happened on or after July 1, 2024. Injuries before that date were subject to the former one-year period.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Louisiana follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $50,000. Found 20% at fault, you could recover $40,000; found exactly 50% at fault, $25,000. Found 60% at fault, you would recover nothing.</p>
<p>This rule applies to injuries on or after January 1, 2026. Louisiana followed pure comparative fault before then, and that older rule still governs claims from earlier accidents.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Louisiana</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Louisiana well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Louisiana can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Maine, two rules of Maine law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Maine can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Six years is one of the longest general periods in the country, but claims against government entities and medical providers have much shorter deadlines.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Maine</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Maine well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Maine can tell you how they apply to your situation.</p>'
WHERE code = 'ME' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Maine, two rules of Maine law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Maine can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Maine, the general statute of limitations for personal-injury claims is <strong>six years</strong>, usually counted from the date of the injury (Me. Rev. Stat. tit. 14, § 752). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Six years is one of the longest general periods in the country, but claims against government entities and medical providers have much shorter deadlines.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Maine follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $120,000. Found 20% at fault, you could recover $96,000; found 40% at fault, $72,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Maine</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Maine well before the six-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Maine can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Maryland, two rules of Maryland law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Maryland can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Maryland</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Maryland well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Maryland can tell you how they apply to your situation.</p>'
WHERE code = 'MD' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Maryland, two rules of Maryland law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Maryland can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Maryland, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (Md. Code, Cts. &amp; Jud. Proc. § 5-101). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Maryland is one of the few places that still follow <strong>contributory negligence</strong>. Under this strict rule, if you were even slightly at fault for your own injury, you can be barred from recovering anything from the other party. Courts recognize narrow exceptions, such as the "last clear chance" doctrine, which can allow recovery when the other party had the final opportunity to avoid the accident.</p>
<p><em>Example:</em> your damages come to $60,000 and you are found 5% at fault, say for glancing away from the road a moment too long. In a comparative-fault state you might recover $57,000; under contributory negligence you could recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Maryland</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Maryland well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Maryland can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Massachusetts, two rules of Massachusetts law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Massachusetts can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>PIP pays up to $8,000 of medical costs and lost wages. You can claim against the at-fault driver for pain and suffering if your reasonable medical expenses exceed $2,000 or the injury is serious, such as a fracture, permanent disfigurement or loss of sight or hearing.</p>
<h2>What to do after an accident in Massachusetts</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Massachusetts well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Massachusetts can tell you how they apply to your situation.</p>'
WHERE code = 'MA' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Massachusetts, two rules of Massachusetts law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Massachusetts can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Massachusetts, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (Mass. Gen. Laws ch. 260, § 2A). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Massachusetts follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $200,000. Found 20% at fault, you could recover $160,000; found exactly 50% at fault, $100,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>Massachusetts has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. PIP pays up to $8,000 of medical costs and lost wages. You can claim against the at-fault driver for pain and suffering if your reasonable medical expenses exceed $2,000 or the injury is serious, such as a fracture, permanent disfigurement or loss of sight or hearing.</p>
<h2>What to do after an accident in Massachusetts</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Massachusetts well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Massachusetts can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Michigan, two rules of Michigan law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Michigan can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Claims for no-fault (PIP) benefits from your own insurer have a separate, much shorter deadline: generally one year from the accident, unless written notice was given or benefits were paid within that year.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault-name"></div>
<p>If you were not more than 50% at fault, what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you lose the right to non-economic damages such as pain and suffering, though you may still recover economic damages, such as medical bills and lost wages, reduced by your share of the fault.</p>
<p><em>Example:</em> your damages come to $40,000. Found 20% at fault, you could recover $32,000; found exactly 50% at fault, $20,000. Found 60% at fault, you could recover 40% of your economic losses and nothing for pain and suffering.</p>
<p>That makes Michigan unusual among 51% bar states: being mostly at fault takes away the non-economic part of a claim, not necessarily the whole claim.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>A claim against the at-fault driver for pain and suffering is allowed only for death, serious impairment of a body function or permanent serious disfigurement. How much PIP medical coverage you have depends on the level you chose when you bought your policy.</p>
<h2>What to do after an accident in Michigan</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Michigan well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Michigan can tell you how they apply to your situation.</p>'
WHERE code = 'MI' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Michigan, two rules of Michigan law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Michigan can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Michigan, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (Mich. Comp. Laws § 600.5805). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Claims for no-fault (PIP) benefits from your own insurer have a separate, much shorter deadline: generally one year from the accident, unless written notice was given or benefits were paid within that year.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Michigan follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you lose the right to non-economic damages such as pain and suffering, though you may still recover economic damages, such as medical bills and lost wages, reduced by your share of the fault.</p>
<p><em>Example:</em> your damages come to $40,000. Found 20% at fault, you could recover $32,000; found exactly 50% at fault, $20,000. Found 60% at fault, you could recover 40% of your economic losses and nothing for pain and suffering.</p>
<p>That makes Michigan unusual among 51% bar states: being mostly at fault takes away the non-economic part of a claim, not necessarily the whole claim.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>Michigan has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. A claim against the at-fault driver for pain and suffering is allowed only for death, serious impairment of a body function or permanent serious disfigurement. How much PIP medical coverage you have depends on the level you chose when you bought your policy.</p>
<h2>What to do after an accident in Michigan</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Michigan well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Michigan can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Minnesota, two rules of Minnesota law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Minnesota can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Six years is the period for ordinary negligence claims. Intentional torts such as assault have two years, and wrongful death claims generally three years.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Minnesota compares your fault with that of each defendant separately, so if several parties share the blame, the result can depend on how fault is divided among them.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state''s threshold, such as a serious or permanent injury or medical costs above a set amount.</p>
<h2>What to do after an accident in Minnesota</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Minnesota well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Minnesota can tell you how they apply to your situation.</p>'
WHERE code = 'MN' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Minnesota, two rules of Minnesota law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Minnesota can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Minnesota, the general statute of limitations for personal-injury claims is <strong>six years</strong>, usually counted from the date of the injury (Minn. Stat. § 541.05). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Six years is the period for ordinary negligence claims. Intentional torts such as assault have two years, and wrongful death claims generally three years.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Minnesota follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $150,000. Found 20% at fault, you could recover $120,000; found exactly 50% at fault, $75,000. Found 60% at fault, you would recover nothing.</p>
<p>Minnesota compares your fault with that of each defendant separately, so if several parties share the blame, the result can depend on how fault is divided among them.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>Minnesota has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state''s threshold, such as a serious or permanent injury or medical costs above a set amount.</p>
<h2>What to do after an accident in Minnesota</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Minnesota well before the six-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Minnesota can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Mississippi, two rules of Mississippi law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Mississippi can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Mississippi</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Mississippi well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Mississippi can tell you how they apply to your situation.</p>'
WHERE code = 'MS' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Mississippi, two rules of Mississippi law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Mississippi can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Mississippi, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (Miss. Code § 15-1-49). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Mississippi follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $100,000 and you are found 30% at fault. You could recover $70,000. Found 80% at fault, you could still recover $20,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Mississippi</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Mississippi well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Mississippi can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Missouri, two rules of Missouri law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Missouri can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Wrongful death claims have three years and medical malpractice claims two years, so the five-year period does not cover every injury case.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Missouri</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Missouri well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Missouri can tell you how they apply to your situation.</p>'
WHERE code = 'MO' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Missouri, two rules of Missouri law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Missouri can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Missouri, the general statute of limitations for personal-injury claims is <strong>five years</strong>, usually counted from the date of the injury (Mo. Rev. Stat. § 516.120). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Wrongful death claims have three years and medical malpractice claims two years, so the five-year period does not cover every injury case.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Missouri follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $80,000 and you are found 30% at fault. You could recover $56,000. Found 80% at fault, you could still recover $16,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Missouri</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Missouri well before the five-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Missouri can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Montana, two rules of Montana law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Montana can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Montana</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Montana well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Montana can tell you how they apply to your situation.</p>'
WHERE code = 'MT' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Montana, two rules of Montana law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Montana can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Montana, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (Mont. Code § 27-2-204). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Montana follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $50,000. Found 20% at fault, you could recover $40,000; found exactly 50% at fault, $25,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Montana</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Montana well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Montana can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Nebraska, two rules of Nebraska law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Nebraska can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Nebraska</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Nebraska well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Nebraska can tell you how they apply to your situation.</p>'
WHERE code = 'NE' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Nebraska, two rules of Nebraska law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Nebraska can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Nebraska, the general statute of limitations for personal-injury claims is <strong>four years</strong>, usually counted from the date of the injury (Neb. Rev. Stat. § 25-207). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Nebraska follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $120,000. Found 20% at fault, you could recover $96,000; found 40% at fault, $72,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Nebraska</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Nebraska well before the four-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Nebraska can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Nevada, two rules of Nevada law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Nevada can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Nevada</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Nevada well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Nevada can tell you how they apply to your situation.</p>'
WHERE code = 'NV' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Nevada, two rules of Nevada law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Nevada can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Nevada, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Nev. Rev. Stat. § 11.190(4)(e)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Nevada follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $60,000. Found 20% at fault, you could recover $48,000; found exactly 50% at fault, $30,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Nevada</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Nevada well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Nevada can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in New Hampshire, two rules of New Hampshire law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in New Hampshire can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in New Hampshire</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in New Hampshire well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in New Hampshire can tell you how they apply to your situation.</p>'
WHERE code = 'NH' AND description = '<p>If you were hurt in a car crash, a fall or another accident in New Hampshire, two rules of New Hampshire law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in New Hampshire can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In New Hampshire, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (N.H. Rev. Stat. § 508:4). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>New Hampshire follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $200,000. Found 20% at fault, you could recover $160,000; found exactly 50% at fault, $100,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in New Hampshire</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in New Hampshire well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in New Hampshire can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in New Jersey, two rules of New Jersey law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in New Jersey can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>New Jersey drivers choose a "limitation on lawsuit" or "no limitation" option when they buy their policy. With the limitation, a claim for pain and suffering against the at-fault driver is allowed only for certain serious injuries, such as a displaced fracture, significant scarring or a permanent injury.</p>
<h2>What to do after an accident in New Jersey</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in New Jersey well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in New Jersey can tell you how they apply to your situation.</p>'
WHERE code = 'NJ' AND description = '<p>If you were hurt in a car crash, a fall or another accident in New Jersey, two rules of New Jersey law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in New Jersey can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In New Jersey, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (N.J. Stat. § 2A:14-2). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>New Jersey follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $40,000. Found 20% at fault, you could recover $32,000; found exactly 50% at fault, $20,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>New Jersey has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. New Jersey drivers choose a "limitation on lawsuit" or "no limitation" option when they buy their policy. With the limitation, a claim for pain and suffering against the at-fault driver is allowed only for certain serious injuries, such as a displaced fracture, significant scarring or a permanent injury.</p>
<h2>What to do after an accident in New Jersey</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in New Jersey well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in New Jersey can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in New Mexico, two rules of New Mexico law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in New Mexico can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in New Mexico</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in New Mexico well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in New Mexico can tell you how they apply to your situation.</p>'
WHERE code = 'NM' AND description = '<p>If you were hurt in a car crash, a fall or another accident in New Mexico, two rules of New Mexico law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in New Mexico can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In New Mexico, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (N.M. Stat. § 37-1-8). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>New Mexico follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $150,000 and you are found 30% at fault. You could recover $105,000. Found 80% at fault, you could still recover $30,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in New Mexico</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in New Mexico well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in New Mexico can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in New York, two rules of New York law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in New York can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Claims against a city, county or other public body are much tighter: a notice of claim is usually due within 90 days, and the lawsuit generally within one year and 90 days.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>No-fault covers up to $50,000 of basic economic loss. You can claim against the at-fault driver for pain and suffering only if you have a "serious injury" as the law defines it, such as a fracture, significant disfigurement or an injury that kept you from your usual activities for 90 of the first 180 days.</p>
<h2>What to do after an accident in New York</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in New York well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in New York can tell you how they apply to your situation.</p>'
WHERE code = 'NY' AND description = '<p>If you were hurt in a car crash, a fall or another accident in New York, two rules of New York law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in New York can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In New York, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (N.Y. C.P.L.R. 214(5)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Claims against a city, county or other public body are much tighter: a notice of claim is usually due within 90 days, and the lawsuit generally within one year and 90 days.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>New York follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $100,000 and you are found 30% at fault. You could recover $70,000. Found 80% at fault, you could still recover $20,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>New York has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. No-fault covers up to $50,000 of basic economic loss. You can claim against the at-fault driver for pain and suffering only if you have a "serious injury" as the law defines it, such as a fracture, significant disfigurement or an injury that kept you from your usual activities for 90 of the first 180 days.</p>
<h2>What to do after an accident in New York</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in New York well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in New York can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in North Carolina, two rules of North Carolina law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in North Carolina can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in North Carolina</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in North Carolina well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in North Carolina can tell you how they apply to your situation.</p>'
WHERE code = 'NC' AND description = '<p>If you were hurt in a car crash, a fall or another accident in North Carolina, two rules of North Carolina law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in North Carolina can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In North Carolina, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (N.C. Gen. Stat. § 1-52(16)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>North Carolina is one of the few places that still follow <strong>contributory negligence</strong>. Under this strict rule, if you were even slightly at fault for your own injury, you can be barred from recovering anything from the other party. Courts recognize narrow exceptions, such as the "last clear chance" doctrine, which can allow recovery when the other party had the final opportunity to avoid the accident.</p>
<p><em>Example:</em> your damages come to $80,000 and you are found 5% at fault, say for glancing away from the road a moment too long. In a comparative-fault state you might recover $76,000; under contributory negligence you could recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in North Carolina</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in North Carolina well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in North Carolina can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in North Dakota, two rules of North Dakota law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in North Dakota can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state''s threshold, such as a serious or permanent injury or medical costs above a set amount.</p>
<h2>What to do after an accident in North Dakota</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in North Dakota well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in North Dakota can tell you how they apply to your situation.</p>'
WHERE code = 'ND' AND description = '<p>If you were hurt in a car crash, a fall or another accident in North Dakota, two rules of North Dakota law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in North Dakota can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In North Dakota, the general statute of limitations for personal-injury claims is <strong>six years</strong>, usually counted from the date of the injury (N.D. Cent. Code § 28-01-16). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>North Dakota follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $50,000. Found 20% at fault, you could recover $40,000; found 40% at fault, $30,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>North Dakota has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. You can step outside the no-fault system and claim against the at-fault driver for pain and suffering only if your injury meets the state''s threshold, such as a serious or permanent injury or medical costs above a set amount.</p>
<h2>What to do after an accident in North Dakota</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in North Dakota well before the six-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in North Dakota can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Ohio, two rules of Ohio law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Ohio can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Ohio</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Ohio well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Ohio can tell you how they apply to your situation.</p>'
WHERE code = 'OH' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Ohio, two rules of Ohio law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Ohio can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Ohio, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Ohio Rev. Code § 2305.10). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Ohio follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $120,000. Found 20% at fault, you could recover $96,000; found exactly 50% at fault, $60,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Ohio</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Ohio well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Ohio can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Oklahoma, two rules of Oklahoma law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Oklahoma can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Oklahoma</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Oklahoma well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Oklahoma can tell you how they apply to your situation.</p>'
WHERE code = 'OK' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Oklahoma, two rules of Oklahoma law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Oklahoma can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Oklahoma, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Okla. Stat. tit. 12, § 95(A)(3)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Oklahoma follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $60,000. Found 20% at fault, you could recover $48,000; found exactly 50% at fault, $30,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Oklahoma</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Oklahoma well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Oklahoma can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Oregon, two rules of Oregon law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Oregon can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Claims against a public body require a written tort claim notice, generally within 180 days of the injury.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Oregon</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Oregon well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Oregon can tell you how they apply to your situation.</p>'
WHERE code = 'OR' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Oregon, two rules of Oregon law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Oregon can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Oregon, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Or. Rev. Stat. § 12.110). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Claims against a public body require a written tort claim notice, generally within 180 days of the injury.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Oregon follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $200,000. Found 20% at fault, you could recover $160,000; found exactly 50% at fault, $100,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Oregon</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Oregon well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Oregon can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Pennsylvania, two rules of Pennsylvania law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Pennsylvania can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>Pennsylvania is a "choice" no-fault state. With "full tort" coverage you keep the right to claim pain and suffering against the at-fault driver; with "limited tort" you give up that right unless the injury is serious or an exception applies, such as the other driver being convicted of drunk driving.</p>
<h2>What to do after an accident in Pennsylvania</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Pennsylvania well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Pennsylvania can tell you how they apply to your situation.</p>'
WHERE code = 'PA' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Pennsylvania, two rules of Pennsylvania law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Pennsylvania can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Pennsylvania, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (42 Pa. Cons. Stat. § 5524). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Pennsylvania follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $40,000. Found 20% at fault, you could recover $32,000; found exactly 50% at fault, $20,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>Pennsylvania has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. Pennsylvania is a "choice" no-fault state. With "full tort" coverage you keep the right to claim pain and suffering against the at-fault driver; with "limited tort" you give up that right unless the injury is serious or an exception applies, such as the other driver being convicted of drunk driving.</p>
<h2>What to do after an accident in Pennsylvania</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Pennsylvania well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Pennsylvania can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Rhode Island, two rules of Rhode Island law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Rhode Island can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Rhode Island</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Rhode Island well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Rhode Island can tell you how they apply to your situation.</p>'
WHERE code = 'RI' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Rhode Island, two rules of Rhode Island law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Rhode Island can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Rhode Island, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (R.I. Gen. Laws § 9-1-14(b)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Rhode Island follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $150,000 and you are found 30% at fault. You could recover $105,000. Found 80% at fault, you could still recover $30,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Rhode Island</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Rhode Island well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Rhode Island can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in South Carolina, two rules of South Carolina law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in South Carolina can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Claims against a government entity under the South Carolina Tort Claims Act generally have two years.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in South Carolina</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in South Carolina well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in South Carolina can tell you how they apply to your situation.</p>'
WHERE code = 'SC' AND description = '<p>If you were hurt in a car crash, a fall or another accident in South Carolina, two rules of South Carolina law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in South Carolina can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In South Carolina, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (S.C. Code § 15-3-530). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Claims against a government entity under the South Carolina Tort Claims Act generally have two years.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>South Carolina follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $100,000. Found 20% at fault, you could recover $80,000; found exactly 50% at fault, $50,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in South Carolina</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in South Carolina well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in South Carolina can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in South Dakota, two rules of South Dakota law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in South Dakota can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in South Dakota</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in South Dakota well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in South Dakota can tell you how they apply to your situation.</p>'
WHERE code = 'SD' AND description = '<p>If you were hurt in a car crash, a fall or another accident in South Dakota, two rules of South Dakota law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in South Dakota can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In South Dakota, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (S.D. Codified Laws § 15-2-14). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>South Dakota follows its own form of <strong>modified comparative negligence</strong>, often called the "slight/gross" rule. You can recover only if your negligence was slight compared with the other party''s; if it was, your damages are reduced in proportion to your share. There is no fixed percentage: the jury decides whether your share was slight.</p>
<p><em>Example:</em> your damages come to $80,000 and the jury finds your negligence slight, say 10% of the total. You could recover $72,000. If the jury finds your negligence more than slight, you could recover nothing, even if the other driver was more to blame than you.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in South Dakota</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in South Dakota well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in South Dakota can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Tennessee, two rules of Tennessee law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Tennessee can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>One year is among the shortest periods in the country. It can be extended to two years in some cases where the person who caused the injury was criminally charged for the same conduct, but do not count on an exception.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Tennessee</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Tennessee well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Tennessee can tell you how they apply to your situation.</p>'
WHERE code = 'TN' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Tennessee, two rules of Tennessee law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Tennessee can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Tennessee, the general statute of limitations for personal-injury claims is <strong>one year</strong>, usually counted from the date of the injury (Tenn. Code § 28-3-104(a)(1)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>One year is among the shortest periods in the country. It can be extended to two years in some cases where the person who caused the injury was criminally charged for the same conduct, but do not count on an exception.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Tennessee follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $50,000. Found 20% at fault, you could recover $40,000; found 40% at fault, $30,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Tennessee</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Tennessee well before the one-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Tennessee can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Texas, two rules of Texas law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Texas can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Texas calls this proportionate responsibility.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Texas</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Texas well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Texas can tell you how they apply to your situation.</p>'
WHERE code = 'TX' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Texas, two rules of Texas law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Texas can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Texas, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Tex. Civ. Prac. &amp; Rem. Code § 16.003). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Texas follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $120,000. Found 20% at fault, you could recover $96,000; found exactly 50% at fault, $60,000. Found 60% at fault, you would recover nothing.</p>
<p>Texas calls this proportionate responsibility.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Texas</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Texas well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Texas can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Utah, two rules of Utah law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Utah can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<p>PIP covers at least $3,000 of medical costs. You can claim against the at-fault driver for pain and suffering if your medical expenses exceed $3,000 or the injury is serious, such as a fracture, permanent disability or permanent disfigurement.</p>
<h2>What to do after an accident in Utah</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Utah well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Utah can tell you how they apply to your situation.</p>'
WHERE code = 'UT' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Utah, two rules of Utah law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Utah can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Utah, the general statute of limitations for personal-injury claims is <strong>four years</strong>, usually counted from the date of the injury (Utah Code § 78B-2-307). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Utah follows <strong>modified comparative negligence with a 50% bar</strong>. You can recover damages only if your share of the fault is less than 50%, and what you recover is reduced by that share. If you are found 50% or more at fault, even in an even split with the other driver, you recover nothing.</p>
<p><em>Example:</em> your damages come to $60,000. Found 20% at fault, you could recover $48,000; found 40% at fault, $36,000. Found 50% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h3>No-fault auto insurance</h3>
<p>Utah has a no-fault auto insurance system. After a car accident, your own personal injury protection (PIP) coverage generally pays your medical bills and part of your lost income first, whoever caused the crash. PIP covers at least $3,000 of medical costs. You can claim against the at-fault driver for pain and suffering if your medical expenses exceed $3,000 or the injury is serious, such as a fracture, permanent disability or permanent disfigurement.</p>
<h2>What to do after an accident in Utah</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Tell your own insurer about the accident quickly so your personal injury protection (PIP) claim can start; no-fault policies set short notice deadlines.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Utah well before the four-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Utah can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Vermont, two rules of Vermont law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Vermont can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Vermont</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Vermont well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Vermont can tell you how they apply to your situation.</p>'
WHERE code = 'VT' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Vermont, two rules of Vermont law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Vermont can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Vermont, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (Vt. Stat. tit. 12, § 512(4)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Vermont follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $200,000. Found 20% at fault, you could recover $160,000; found exactly 50% at fault, $100,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Vermont</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Vermont well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Vermont can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Virginia, two rules of Virginia law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Virginia can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Virginia</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Virginia well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Virginia can tell you how they apply to your situation.</p>'
WHERE code = 'VA' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Virginia, two rules of Virginia law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Virginia can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Virginia, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (Va. Code § 8.01-243(A)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Virginia is one of the few places that still follow <strong>contributory negligence</strong>. Under this strict rule, if you were even slightly at fault for your own injury, you can be barred from recovering anything from the other party. Courts recognize narrow exceptions, such as the "last clear chance" doctrine, which can allow recovery when the other party had the final opportunity to avoid the accident.</p>
<p><em>Example:</em> your damages come to $40,000 and you are found 5% at fault, say for glancing away from the road a moment too long. In a comparative-fault state you might recover $38,000; under contributory negligence you could recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Virginia</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Virginia well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Virginia can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Washington, two rules of Washington law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Washington can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Washington</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Washington well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Washington can tell you how they apply to your situation.</p>'
WHERE code = 'WA' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Washington, two rules of Washington law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Washington can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Washington, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (Wash. Rev. Code § 4.16.080(2)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Washington follows <strong>pure comparative negligence</strong>. If you were partly to blame for the accident, you can still recover damages, but the amount is reduced by your share of the fault. That holds even if you were mostly at fault.</p>
<p><em>Example:</em> your damages come to $150,000 and you are found 30% at fault. You could recover $105,000. Found 80% at fault, you could still recover $30,000.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Washington</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Washington well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Washington can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in West Virginia, two rules of West Virginia law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in West Virginia can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in West Virginia</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in West Virginia well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in West Virginia can tell you how they apply to your situation.</p>'
WHERE code = 'WV' AND description = '<p>If you were hurt in a car crash, a fall or another accident in West Virginia, two rules of West Virginia law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in West Virginia can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In West Virginia, the general statute of limitations for personal-injury claims is <strong>two years</strong>, usually counted from the date of the injury (W. Va. Code § 55-2-12). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>West Virginia follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $100,000. Found 20% at fault, you could recover $80,000; found exactly 50% at fault, $50,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in West Virginia</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in West Virginia well before the two-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in West Virginia can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Wisconsin, two rules of Wisconsin law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Wisconsin can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Wisconsin compares your negligence with that of each defendant separately.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Wisconsin</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Wisconsin well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Wisconsin can tell you how they apply to your situation.</p>'
WHERE code = 'WI' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Wisconsin, two rules of Wisconsin law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Wisconsin can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Wisconsin, the general statute of limitations for personal-injury claims is <strong>three years</strong>, usually counted from the date of the injury (Wis. Stat. § 893.54). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Wisconsin follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $80,000. Found 20% at fault, you could recover $64,000; found exactly 50% at fault, $40,000. Found 60% at fault, you would recover nothing.</p>
<p>Wisconsin compares your negligence with that of each defendant separately.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Wisconsin</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Wisconsin well before the three-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Wisconsin can tell you how they apply to your situation.</p>';

UPDATE state_laws SET description = '<p>If you were hurt in a car crash, a fall or another accident in Wyoming, two rules of Wyoming law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Wyoming can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<div data-fact="statute"></div>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<div data-fact="fault"></div>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<div data-fact="no-fault"></div>
<h2>What to do after an accident in Wyoming</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Wyoming well before the filing deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Wyoming can tell you how they apply to your situation.</p>'
WHERE code = 'WY' AND description = '<p>If you were hurt in a car crash, a fall or another accident in Wyoming, two rules of Wyoming law matter from the start: how long you have to bring a claim, and how any share of the blame on your side affects what you can recover. This page summarizes the general rules. Participating attorneys in our network who are licensed in Wyoming can look at the facts of your case.</p>
<h2>Statute of limitations</h2>
<p>In Wyoming, the general statute of limitations for personal-injury claims is <strong>four years</strong>, usually counted from the date of the injury (Wyo. Stat. § 1-3-105(a)(iv)(C)). If a lawsuit is not filed in time, the court will almost always dismiss it, however strong the claim, and insurers know it.</p>
<p>Different deadlines can apply to claims against government agencies, medical malpractice, wrongful death and injuries to children, and in some cases the clock starts later, for example when an injury could not reasonably have been discovered at once. Settlement talks with an insurer do not stop the clock.</p>
<h2>Fault rule</h2>
<p>Wyoming follows <strong>modified comparative negligence with a 51% bar</strong>. You can recover damages as long as you were not more than 50% at fault, and what you recover is reduced by your share of the fault. If you are found 51% or more at fault, you recover nothing.</p>
<p><em>Example:</em> your damages come to $50,000. Found 20% at fault, you could recover $40,000; found exactly 50% at fault, $25,000. Found 60% at fault, you would recover nothing.</p>
<p>Insurers apply the same rule when they negotiate, so expect the other side to argue that you share more of the blame than you do. Evidence gathered early, such as photos, witness details and the police report, is often what settles that argument.</p>
<h2>What to do after an accident in Wyoming</h2>
<ul>
<li>Call 911 if anyone is hurt, and ask for the police to come; write down the report number.</li>
<li>Get medical care promptly, even if you feel fine. Some injuries, such as concussions and soft-tissue damage, show up hours or days later.</li>
<li>Photograph the scene, the vehicles, any hazard and your injuries, and get the names and phone numbers of witnesses.</li>
<li>Exchange names, insurance and license plate details with the other people involved. Do not argue about fault or apologize at the scene.</li>
<li>Report the accident to your own insurer, but think twice before giving a recorded statement to the other driver''s insurer.</li>
<li>Keep every bill, receipt and pay stub, and a short diary of your symptoms and the days you missed work.</li>
<li>Speak with an attorney licensed in Wyoming well before the four-year deadline runs out.</li>
</ul>
<p>This page is general information, not legal advice. Laws change; an attorney licensed in Wyoming can tell you how they apply to your situation.</p>';

-- Pages rendered before this migration are stale.
UPDATE content_versions SET version = version + 1 WHERE kind = 'state_law';
