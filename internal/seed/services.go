package seed

import "strings"

// paragraphs joins plain-text paragraphs with a blank line, the separator
// Service.Description uses.
func paragraphs(ps ...string) string { return strings.Join(ps, "\n\n") }

// Services are the seeded practice areas, in menu order.
var Services = []Service{
	{
		Title: "Car Accident",
		Description: paragraphs(
			"A car accident claim seeks compensation from the driver or other party whose carelessness caused a crash that injured you. Most claims are paid by the at-fault driver's liability insurance, but others can share responsibility too: an employer whose employee was driving for work, a government agency that left a dangerous road defect unrepaired, or a manufacturer whose defective part contributed to the crash. Passengers, including passengers in the at-fault car, can usually bring claims as well.",
			"Rear-end collisions, intersection crashes caused by running a red light or failing to yield, distracted driving, speeding and impaired driving cause most serious crashes. Common injuries include whiplash and other neck and back injuries, broken bones, concussions and other brain injuries, and cuts from broken glass. Some of these, especially soft-tissue and brain injuries, may not cause obvious symptoms for hours or even days.",
			"After a crash, call 911 if anyone is hurt and get medical attention promptly, even if you feel fine. If you can do so safely, photograph the vehicles, the scene and your injuries, collect the other driver's name, insurance and plate number and the contact details of any witnesses, and ask for the police report number. Report the crash to your own insurer, but be careful about giving a recorded statement to the other driver's insurer before you understand your rights.",
			"Depending on the facts and your state's law, compensation can include medical bills, future medical care, lost wages and lost earning capacity, vehicle damage, and pain and suffering. In no-fault states, your own personal injury protection (PIP) coverage pays certain costs first, and a claim against the other driver may be limited to more serious injuries. Every state sets a deadline for filing a lawsuit, called a statute of limitations, and those deadlines vary from state to state, so it is wise to talk with an attorney licensed in your state early.",
		),
		Image:          "service-car-accident.svg",
		SEOTitle:       "Car Accident Injury Claims: Your Rights and Next Steps",
		SEODescription: "Hurt in a car crash? Learn who can be responsible, what compensation may cover, what to do after the accident and why state deadlines matter.",
		SEOKeywords:    "car accident lawyer, car accident claim, auto accident injury, rear-end collision, whiplash claim, no-fault insurance, PIP",
	},
	{
		Title: "Motorcycle Accident",
		Description: paragraphs(
			"A motorcycle accident claim covers riders and passengers injured when another motorist's negligence causes a crash. Claims can also involve a defective motorcycle or part, or a road hazard such as a pothole, loose gravel or an uneven lane edge that a government agency or contractor failed to repair or mark.",
			"Many motorcycle crashes happen when a driver turns left across a rider's path, changes lanes into a rider's blind spot, opens a car door into traffic or fails to stop behind a rider at a light. With little protection, riders often suffer road rash, broken legs, arms and collarbones, spinal injuries and head injuries, even when wearing a helmet and protective gear.",
			"After a crash, get medical care right away and keep your helmet, jacket and other gear as they are, because damage to them can help show how the crash happened. Photograph the scene and your motorcycle before it is repaired, and collect witness names and the police report number. Some insurers assume riders are reckless, so clear evidence matters. Whether not wearing a helmet affects a claim depends on your state's law.",
			"Compensation can include medical and rehabilitation costs, lost income, repair or replacement of your motorcycle and gear, and pain and suffering; for serious injuries it may also include long-term care and reduced earning capacity. If you share some of the fault, your state's comparative fault rule may reduce or bar recovery. Deadlines for filing a lawsuit vary by state, so find out yours early.",
		),
		Image:          "service-motorcycle-accident.svg",
		SEOTitle:       "Motorcycle Accident Claims: Riders' Rights After a Crash",
		SEODescription: "Injured on a motorcycle? Common causes of crashes, what to do and keep after the accident, what a claim can cover and why state deadlines matter.",
		SEOKeywords:    "motorcycle accident lawyer, motorcycle crash claim, rider injury, road rash, left-turn accident, helmet law, motorcycle insurance claim",
	},
	{
		Title: "Truck Accident",
		Description: paragraphs(
			"A truck accident claim arises when a tractor-trailer, box truck, delivery van, dump truck or tanker causes a crash. These cases often involve more parties than a car crash: the driver, the trucking company, the company that loaded the cargo, a maintenance contractor or a parts manufacturer may each share responsibility. Commercial trucks are also subject to federal safety rules on drivers' hours of service, drug and alcohol testing, vehicle maintenance and cargo securement.",
			"Common causes include driver fatigue, speeding to meet tight schedules, poorly maintained brakes or tires, overloaded or unbalanced cargo, wide turns and large blind spots. Because a loaded truck can weigh up to 80,000 pounds, the injuries are often severe: traumatic brain and spinal cord injuries, multiple fractures, internal injuries and, too often, death.",
			"Evidence in truck cases can disappear quickly. Electronic logging and engine data, driver logs, maintenance records and dispatch communications may be overwritten or discarded unless someone asks for them to be preserved, which an attorney can do with a prompt written request. At the scene, if you can, photograph the truck, including the company name and USDOT number on the cab door, and get the police report number and witness details.",
			"Compensation can include medical expenses and future care, lost earnings, pain and suffering, and, if a loved one was killed, wrongful death damages. Interstate carriers must carry higher minimum liability insurance than ordinary drivers under federal rules, generally at least $750,000 for general freight. Time limits for filing a lawsuit vary by state, and claims against government-owned vehicles can have much shorter notice deadlines.",
		),
		Image:          "service-truck-accident.svg",
		SEOTitle:       "Truck Accident Claims: Who Is Liable and What to Do",
		SEODescription: "Hit by a semi or commercial truck? Learn who may be liable, why evidence must be preserved quickly, what a claim can cover and how deadlines work.",
		SEOKeywords:    "truck accident lawyer, semi truck crash, 18-wheeler accident, commercial vehicle claim, trucking company liability, FMCSA rules",
	},
	{
		Title: "Pedestrian Accident",
		Description: paragraphs(
			"A pedestrian accident claim covers people on foot who are struck by a car, truck, bus or other vehicle, whether in a crosswalk, on a sidewalk, in a parking lot or in a driveway. The claim is usually made against the driver's insurance, but a property owner whose parking lot was unsafely designed or a government agency responsible for a dangerous crossing may also share responsibility.",
			"Drivers failing to yield at crosswalks, turning without looking, speeding, backing up without checking and driving while distracted cause many pedestrian injuries, and poor lighting at night makes them more likely. Because a pedestrian has no protection, injuries are often serious: leg and pelvic fractures, head and spinal injuries and internal injuries.",
			"Call 911, get medical care and make sure a police report is written. If you can, note or photograph the crosswalk, signals, lighting and the vehicle, and get witness details. Nearby businesses and traffic cameras may have recorded the crash, but footage is often overwritten within days. In a hit-and-run, report it to police right away: your own uninsured motorist coverage may apply even though you were on foot, and in no-fault states your own or a household member's personal injury protection may pay medical bills first.",
			"Compensation can include medical bills, future care, lost income and pain and suffering. Insurers sometimes argue that a pedestrian crossed mid-block or against the signal; under your state's fault rule, that can reduce or even bar recovery, so evidence matters. Filing deadlines vary by state.",
		),
		Image:          "service-pedestrian-accident.svg",
		SEOTitle:       "Pedestrian Accident Claims: Hit by a Car While Walking",
		SEODescription: "Struck by a vehicle while walking? What to do after a pedestrian accident, whose insurance may pay, what a claim can cover and why deadlines matter.",
		SEOKeywords:    "pedestrian accident lawyer, hit by a car, crosswalk accident, hit and run pedestrian, pedestrian injury claim, uninsured motorist",
	},
	{
		Title: "Bicycle Accident",
		Description: paragraphs(
			"A bicycle accident claim covers cyclists injured by a negligent driver, a suddenly opened car door, a dangerous road defect or a defective bicycle or part. In most states a cyclist has the same right to the road as a motorist, and drivers owe cyclists the same duty of care.",
			"Common crashes include drivers turning right across a cyclist's path, turning left in front of an oncoming cyclist, passing too closely and opening a door into a bike lane; many states now require drivers to leave at least three feet when passing. Typical injuries include head injuries, broken collarbones, wrists and arms, and road rash.",
			"After a crash, get medical care and a police report, and keep your bicycle, helmet and damaged gear exactly as they are instead of letting anyone take them away. Photograph the scene, the vehicle and your injuries, and save any data from a bike computer, camera or ride-tracking app. Collect witness details and ask nearby businesses to keep camera footage.",
			"Compensation can include medical bills, lost income, pain and suffering, and the cost of your bicycle and gear. Your own or your household's auto policy may help too, through uninsured or underinsured motorist coverage or, in some states, personal injury protection. Filing deadlines vary by state, so check yours early.",
		),
		Image:          "service-bicycle-accident.svg",
		SEOTitle:       "Bicycle Accident Claims: Cyclists' Rights After a Crash",
		SEODescription: "Hit while riding a bike? Common causes of bicycle crashes, what to keep and record afterward, which insurance may pay and why filing deadlines matter.",
		SEOKeywords:    "bicycle accident lawyer, bike crash claim, cyclist injury, dooring accident, hit by car on bike, bicycle insurance claim",
	},
	{
		Title: "Workplace Injury",
		Description: paragraphs(
			"If you were hurt on the job, workers' compensation is usually the first source of benefits. It pays medical care and part of your lost wages no matter who was at fault, but in most cases it also prevents you from suing your employer. A separate personal-injury claim may still be possible against someone other than your employer: the maker of a defective machine, a subcontractor on a construction site, a property owner, or a driver who hit you while you were driving for work.",
			"Falls from ladders, roofs and scaffolds, being struck by falling objects, machinery accidents, vehicle crashes, overexertion and exposure to toxic substances cause many workplace injuries. They range from back injuries, fractures and repetitive strain to amputations, burns, hearing loss and occupational diseases that develop over years.",
			"Report the injury to your employer in writing as soon as possible: many states set short notice deadlines, some only days or weeks after the injury. See a doctor, tell them the injury happened at work, and keep copies of every report and medical record. Note the names of coworkers who saw what happened and, if you can, photograph the equipment or conditions involved. If a workers' compensation claim is denied, there is usually an appeal process with its own deadlines.",
			"Workers' compensation covers medical treatment, partial wage replacement, disability benefits and sometimes vocational retraining, but not pain and suffering. A third-party claim can seek full damages, including pain and suffering, although the workers' compensation insurer may be repaid from that recovery. Deadlines for both kinds of claims vary by state, and most states prohibit employers from retaliating against workers who file a claim.",
		),
		Image:          "service-workplace-injury.svg",
		SEOTitle:       "Workplace Injury Claims: Workers' Comp and Beyond",
		SEODescription: "Hurt at work? How workers' compensation works, when a third-party injury claim is possible, what to report and when, and why deadlines vary by state.",
		SEOKeywords:    "workplace injury lawyer, workers compensation claim, construction accident, third-party injury claim, on the job injury, work accident",
	},
	{
		Title: "Slip and Fall",
		Description: paragraphs(
			"Slip and fall claims are part of premises liability: the duty of property owners and occupiers, such as stores, restaurants, landlords, hotels and public agencies, to keep their property reasonably safe and to warn visitors about hazards. Not every fall leads to a claim. Usually you must show that the owner knew or should have known about the hazard and did not fix it or warn about it in a reasonable time.",
			"Wet or freshly mopped floors, spilled drinks and food, ice and snow, uneven sidewalks and parking lots, torn carpet, broken stairs, poor lighting and missing handrails cause many falls. Injuries include hip, wrist and ankle fractures, knee and back injuries and head injuries, and they can be especially serious for older adults.",
			"If you fall, report it to the manager or owner and ask for a copy of the incident report. Photograph the hazard before it is cleaned up or repaired, keep the shoes you were wearing, and get the names of witnesses. Ask in writing that any surveillance video be preserved, since many systems record over footage within days. Get medical care promptly and follow your doctor's treatment plan.",
			"Compensation can include medical bills, lost wages and pain and suffering. Owners and their insurers often argue that the hazard was obvious or that you were not watching where you were going, which can reduce a claim under your state's fault rule. Falls on government property often require a written notice of claim within a short time, sometimes only a few months, and general filing deadlines vary by state.",
		),
		Image:          "service-slip-and-fall.svg",
		SEOTitle:       "Slip and Fall Injury Claims: Premises Liability Basics",
		SEODescription: "Injured in a fall on someone else's property? When an owner may be responsible, what evidence to gather right away and why notice deadlines matter.",
		SEOKeywords:    "slip and fall lawyer, premises liability, trip and fall claim, wet floor injury, store accident, fall on ice, property owner liability",
	},
	{
		Title: "Dog Bite",
		Description: paragraphs(
			"A dog bite claim covers injuries from a bite or attack, including being knocked down by a dog. Depending on the state, a dog owner may be strictly liable for bites under a statute, whether or not the dog had bitten before; liable under a \"one-bite\" rule if the owner knew or should have known the dog was dangerous; or liable for negligence, such as breaking a leash law. Many claims are paid by the owner's homeowner's or renter's insurance.",
			"Bites can cause deep puncture wounds, torn skin, nerve damage, infections and permanent scarring, and falls during an attack can cause fractures. Children are bitten more often than adults and are more likely to be bitten on the face. Many victims also struggle with fear and anxiety long after the wounds heal.",
			"Wash the wound and get medical care, since bites often become infected. Get the owner's name and contact details and ask about the dog's vaccination history. Report the bite to animal control or the local health department, photograph your injuries as they heal, and note the names of any witnesses.",
			"Compensation can include medical bills, plastic surgery for scarring, counseling, lost income and pain and suffering. Owners sometimes argue that the dog was provoked or that the injured person was trespassing, defenses that depend on state law. Filing deadlines vary by state.",
		),
		Image:          "service-dog-bite.svg",
		SEOTitle:       "Dog Bite Injury Claims: Owner Liability Explained",
		SEODescription: "Bitten or attacked by a dog? How owner liability differs by state, what to do after a bite, which insurance usually pays and what a claim can cover.",
		SEOKeywords:    "dog bite lawyer, dog attack claim, dog owner liability, animal bite injury, strict liability dog bite, homeowners insurance claim",
	},
	{
		Title: "Product Liability",
		Description: paragraphs(
			"A product liability claim seeks compensation for injuries caused by a defective product: a vehicle or part, a medical device or drug, a household appliance, a power tool, a children's product or a battery that overheats. Claims can be brought against the manufacturer and sometimes against distributors and sellers. There are three main kinds of defect: a design defect that makes every unit dangerous, a manufacturing defect in a particular unit, and a failure to give adequate warnings or instructions.",
			"Many states apply strict liability to defective products, which means you do not have to prove the manufacturer was careless, only that the product was defective and that the defect caused your injury. Common cases involve failed airbags, seat belts or tires, battery fires, defective tools and machinery, and recalled medical devices and medications. Injuries range from burns and cuts to amputations and internal injuries.",
			"Keep the product, its packaging, manuals and receipt, and do not repair it, throw it away or send it back to the manufacturer. Photograph it and your injuries, write down where and when you bought it, and check whether it has been recalled. Get medical care, and tell your doctor how the injury happened.",
			"Compensation can include medical bills, lost income, pain and suffering and, in some cases, punitive damages. Besides a statute of limitations, many states also have a statute of repose that can bar claims a set number of years after a product was first sold, regardless of when the injury happened. These deadlines vary by state, so it pays to check early.",
		),
		Image:          "service-product-liability.svg",
		SEOTitle:       "Product Liability Claims: Injured by a Defective Product",
		SEODescription: "Hurt by a defective product? The three types of product defect, who can be responsible, what evidence to keep and why deadlines can be strict.",
		SEOKeywords:    "product liability lawyer, defective product injury, design defect, manufacturing defect, failure to warn, product recall claim",
	},
	{
		Title: "Wrongful Death",
		Description: paragraphs(
			"When a person dies because of someone else's negligence or wrongful conduct, state law allows a wrongful death claim on behalf of the family. Who may bring it differs by state: in many states the personal representative of the estate files the claim for the benefit of the spouse, children or parents, while other states let certain family members file directly.",
			"Wrongful death claims arise from the same events as other injury claims: car, truck and motorcycle crashes, workplace accidents, defective products, unsafe property and medical errors. Many states also allow a related survival action, which lets the estate recover for what the person went through before death and for losses such as medical bills.",
			"Legal questions are often the last thing a grieving family wants to think about, but a few steps help protect a claim: keep the death certificate, police and medical records and any insurance policies, and avoid signing releases or giving recorded statements to an insurer before getting advice. An attorney can also explain probate steps such as having a personal representative appointed.",
			"Depending on the state, damages can include funeral and burial costs, medical bills before death, the financial support and household services the person would have provided, and the loss of their companionship and guidance. Some states limit certain damages. Deadlines for wrongful death claims vary by state and often run from the date of death, so it is best to speak with an attorney promptly.",
		),
		Image:          "service-wrongful-death.svg",
		SEOTitle:       "Wrongful Death Claims: Who Can File and What It Covers",
		SEODescription: "Lost a loved one because of someone else's negligence? Who can bring a wrongful death claim, what damages may include and why deadlines matter.",
		SEOKeywords:    "wrongful death lawyer, wrongful death claim, fatal accident, survival action, who can file wrongful death, family compensation",
	},
}
