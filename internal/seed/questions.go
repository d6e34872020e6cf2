package seed

// Questions are the seeded FAQ entries, in display order.
var Questions = []Question{
	{
		Question: "Is this website a law firm?",
		Answer:   "No. We are not a law firm or a lawyer referral service, and we do not give legal advice. This website is an advertisement paid for by participating attorneys. When you ask for a consultation, your details are passed to a participating attorney licensed in your state, who decides whether they can help you.",
	},
	{
		Question: "How much does a consultation cost?",
		Answer:   "The consultation you request through this website is free, and asking for one does not oblige you to hire anyone. If you decide to work with an attorney, the fee arrangement will be explained to you and put in writing before you sign.",
	},
	{
		Question: "How do contingency fees work?",
		Answer:   "Most personal-injury attorneys work on a contingency fee: you pay no attorney's fee unless money is recovered for you, and the fee is a percentage of the recovery, often around one-third. Case costs such as filing fees, medical records and expert reports are handled differently from firm to firm, so ask whether they come out of the recovery and whether you owe them if the case is lost. Some states limit or regulate contingency fees.",
	},
	{
		Question: "How long does a personal-injury claim take?",
		Answer:   "It depends on how serious the injuries are, whether fault is disputed and how cooperative the insurer is. A straightforward claim can settle within months once treatment is finished, while a case that goes to trial can take a year or more. Settling before you know the full extent of your injuries can mean accepting too little.",
	},
	{
		Question: "How much is my claim worth?",
		Answer:   "No honest answer is possible without the facts: the value depends on your medical costs, lost income, how the injury affects your life, the strength of the evidence on fault and the insurance available. Be wary of anyone who names a figure before reviewing your case. An attorney can explain the factors that matter once they have seen your records.",
	},
	{
		Question: "Will my case go to court?",
		Answer:   "Most personal-injury claims settle without a trial, either before a lawsuit is filed or while it is pending. A lawsuit is sometimes filed to protect the deadline or because the insurer will not make a fair offer. Whether to settle or go to trial is always your decision.",
	},
	{
		Question: "What if I was partly at fault for the accident?",
		Answer:   "In most states you can still recover something, but your compensation is reduced by your share of the fault under comparative negligence. Some states bar recovery if you are 50% or 51% or more at fault, and a few (Alabama, Maryland, North Carolina, Virginia and the District of Columbia) follow contributory negligence, where even a small share of fault can bar a claim. Our state-law pages explain each state's rule.",
	},
	{
		Question: "What is a statute of limitations?",
		Answer:   "It is the deadline for filing a lawsuit. It differs by state and type of claim: for most personal-injury claims it ranges from one year (for example in Kentucky and Tennessee) to six years (for example in Maine and North Dakota). If you miss it, the court will almost always dismiss the case, and claims against government agencies can require notice much sooner.",
	},
	{
		Question: "The insurance company denied my claim. What now?",
		Answer:   "A denial is not always the final word. Ask for the reason in writing and keep every letter and email. An attorney can review whether the denial is justified, gather more evidence or, if needed, file a lawsuit before the deadline runs out.",
	},
	{
		Question: "What should I bring to a consultation?",
		Answer:   "Bring whatever you have: the police or incident report, photos, the other party's insurance details, your own insurance policy, medical records and bills, proof of lost income and any letters from insurers. Also write down the names of witnesses and a short timeline of what happened. Do not worry if you are missing some of it; the attorney can help obtain records.",
	},
	{
		Question: "Should I talk to the other driver's insurance company?",
		Answer:   "You can give basic facts such as your name and contact details, but you are not required to discuss your injuries in detail or accept an early offer. The adjuster works for the other driver's insurer, and what you say can be used to reduce your claim. Many people speak with an attorney first.",
	},
	{
		Question: "Do I have to give a recorded statement?",
		Answer:   "You generally have no duty to give a recorded statement to the other party's insurer. Your own policy may require you to cooperate with your insurer, so read it or ask an attorney. If you do give a statement, stick to facts you know and do not guess about speed, distances or your injuries.",
	},
	{
		Question: "Who pays my medical bills while the claim is pending?",
		Answer:   "Usually your own health insurance, medical payments coverage on your auto policy or, in no-fault states, personal injury protection (PIP) pays first. The at-fault party's insurer typically pays only when the claim settles, and your health insurer may then be repaid from the settlement. Keep every bill and explanation of benefits.",
	},
	{
		Question: "I felt fine after the accident. Should I still see a doctor?",
		Answer:   "Yes. Concussions, whiplash and internal injuries can take hours or days to show symptoms. Prompt medical care protects your health, and a gap between the accident and your first treatment is one of the first things an insurer points to when disputing a claim.",
	},
	{
		Question: "Can a claim be made for an injured child?",
		Answer:   "Yes. A parent or guardian usually brings the claim on the child's behalf, and many states require a court to approve a settlement for a minor. In many states the deadline to file is paused until the child turns 18, but there are important exceptions, especially for claims against government agencies, so do not wait.",
	},
	{
		Question: "Who can file a wrongful death claim?",
		Answer:   "It depends on state law. In many states the personal representative of the person's estate files the claim for the benefit of the spouse, children or parents; in others, certain family members can file directly. Wrongful death deadlines are often counted from the date of death and can be short.",
	},
	{
		Question: "What if the driver who hit me had no insurance?",
		Answer:   "Your own uninsured motorist (UM) coverage may pay for your injuries, and underinsured motorist (UIM) coverage may help if the other driver's limits are too low. These coverages can also apply in some hit-and-run crashes and when you were hit as a pedestrian or cyclist. Check your policy and notify your insurer promptly, because policies set their own deadlines.",
	},
	{
		Question: "Do I need a police report?",
		Answer:   "A police report is not always required to make a claim, but it is one of the most useful pieces of evidence: it records the date, the people involved, witnesses and often the officer's observations. Many states require a report to police or the motor vehicle agency when someone is injured. You can usually request a copy from the agency that responded.",
	},
	{
		Question: "Can social media posts affect my claim?",
		Answer:   "Yes. Insurers and defense lawyers routinely look at claimants' social media, and a photo of you at a party or on a hike can be used to argue your injuries are not serious, even if it was taken out of context. It is safest not to post about the accident, your injuries or your activities until the claim is resolved, and not to delete existing posts without advice.",
	},
	{
		Question: "I had a pre-existing condition. Can I still make a claim?",
		Answer:   "Yes. In general you can recover for the extent to which an accident made an existing condition worse. Insurers often try to blame your symptoms on the old condition, so medical records from before and after the accident matter. Be honest about your history with your doctors and your attorney.",
	},
	{
		Question: "What damages can I recover in a personal-injury claim?",
		Answer:   "Depending on the facts and state law, damages can include medical bills, future medical care, lost wages, reduced earning capacity, property damage, and pain and suffering. Some states cap certain damages in some kinds of cases, and punitive damages are available only for especially serious misconduct.",
	},
	{
		Question: "Do I have to accept the insurance company's first offer?",
		Answer:   "No. A first offer is often a starting point for negotiation, and accepting it usually means signing a release that ends your claim for good. Before accepting, make sure you know the full cost of your injuries, including future treatment and lost income.",
	},
	{
		Question: "What is no-fault insurance?",
		Answer:   "In no-fault states, such as Florida, Michigan, New York and New Jersey, your own personal injury protection (PIP) coverage pays your medical bills and part of your lost income after a car accident, whoever caused it. You can usually claim against the at-fault driver for pain and suffering only if your injuries meet the state's threshold. Our state-law pages say which states use this system.",
	},
	{
		Question: "What happens after I submit the consultation form?",
		Answer:   "Your details are passed to a participating attorney licensed in your state, who may contact you by phone or email to learn more about what happened. Sending the form does not create an attorney-client relationship, and you are not obliged to hire anyone. Do not include confidential details in the form beyond what is asked.",
	},
	{
		Question: "Can I still make a claim if the accident happened in another state?",
		Answer:   "Usually yes, but which state's law and deadline apply can depend on where the accident happened, where the parties live and where the lawsuit is filed. An attorney licensed in the state where the accident happened is often the best place to start.",
	},
	{
		Question: "Does hiring an attorney guarantee that I will get compensation?",
		Answer:   "No. No attorney can honestly promise a result, and every case depends on its own facts, evidence and the law of the state. What an attorney can do is explain your options, handle the insurer and the deadlines, and tell you frankly what they think of your claim.",
	},
}
