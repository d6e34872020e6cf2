package seed

// Posts are the seeded, published blog articles, newest last.
var Posts = []Post{
	{
		Title:          "What to Do in the First 24 Hours After a Car Accident",
		Slug:           "what-to-do-first-24-hours-after-car-accident",
		Excerpt:        "The first day after a crash shapes both your recovery and any claim you make. Here is a practical checklist, from the roadside to your first call with an insurer.",
		Image:          "post-first-24-hours.svg",
		SEOTitle:       "What to Do in the First 24 Hours After a Car Accident",
		SEODescription: "A practical checklist for the first day after a car crash: safety, medical care, evidence, police reports, insurers and mistakes to avoid.",
		SEOKeywords:    "what to do after a car accident, car accident checklist, after a crash, car accident evidence, car accident insurance claim",
		PublishedAt:    "2026-01-13T09:00:00Z",
		Body: `<p>A car accident turns an ordinary day upside down in seconds. Shock and adrenaline make it hard to think clearly, yet what you do in the next 24 hours can affect both your health and any claim you make later. Save this checklist on your phone.</p>
<h2>At the scene</h2>
<h3>1. Make everyone safe</h3>
<p>Turn on your hazard lights and, if you can, move the car out of traffic. If it cannot be moved or someone is hurt, stay buckled in or get to a safe place away from the road, never between vehicles or in a travel lane.</p>
<h3>2. Call 911</h3>
<p>Call 911 if anyone is injured, if a driver seems impaired or if the other driver refuses to share information, and ask for the police to come even if the crash seems minor. A police report is one of the most useful records in any later claim. Before you leave, ask the officer for the report number.</p>
<h3>3. Exchange information, not opinions</h3>
<p>Get the other driver's name, phone number, driver's license number, insurance company and policy number, and the plate number, make and model of each vehicle. If the other vehicle is a commercial truck or van, note the company name and any USDOT number on the door.</p>
<p>Be polite, but do not argue about who caused the crash, and do not apologize or guess: an insurer may later present "I'm sorry" as an admission of fault. Stick to facts.</p>
<h3>4. Document everything</h3>
<p>Your phone is your best tool. Take photos and short videos of:</p>
<ul>
<li>every vehicle from several angles, including the damage and the plates;</li>
<li>the wider scene: lanes, traffic signals, stop signs, skid marks and debris;</li>
<li>weather, lighting and road conditions, including potholes or obstructions;</li>
<li>any visible injuries, such as cuts, bruises or swelling.</li>
</ul>
<p>Ask witnesses for their names and phone numbers; independent witnesses are hard to find once they leave. Also look for cameras on nearby businesses, homes or traffic poles, since footage is often recorded over within days.</p>
<h2>In the hours that follow</h2>
<h3>5. Get a medical evaluation</h3>
<p>See a doctor the same day, at an emergency room, urgent care clinic or your own physician, even if you feel fine. Adrenaline can mask pain, and injuries such as concussions, whiplash and internal bleeding may not cause symptoms for hours or days. Tell the doctor you were in a car accident and describe every symptom, however small.</p>
<p>Prompt care protects your health and creates a medical record linking your injuries to the crash. A gap of days or weeks before your first treatment is one of the first things an insurer points to when it argues that you were not really hurt.</p>
<h3>6. Notify your own insurer</h3>
<p>Most policies require you to report an accident promptly. Give your insurer the basic facts: when and where it happened, who was involved and the police report number. If you live in a no-fault state, such as Florida, Michigan or New York, your own personal injury protection (PIP) coverage pays your medical bills first, and no-fault policies set short deadlines for applying, so do not put this off.</p>
<h3>7. Be careful with the other driver's insurer</h3>
<p>The other driver's insurer may call quickly, sometimes the same day, and ask to record a statement "to speed things up." You generally have no obligation to give one, and you should not accept a settlement or sign a release while you still do not know how badly you are hurt. It is reasonable to say that you are still getting medical care and will follow up later.</p>
<h2>Start a simple file</h2>
<p>Set up a folder, on paper or on your phone, and keep everything related to the accident in it:</p>
<ul>
<li>the police report number and the officer's name;</li>
<li>photos, videos and witness details;</li>
<li>medical records, bills, prescriptions and receipts;</li>
<li>letters and emails from insurance companies;</li>
<li>notes on days missed from work and lost income;</li>
<li>a short daily diary of your pain, sleep and what you could not do.</li>
</ul>
<p>Write down your own account of the crash while it is fresh: the time, your direction and speed, what you saw and what the other driver said. Details that seem unimportant today may matter months from now.</p>
<h2>Mistakes to avoid</h2>
<ul>
<li><strong>Posting about the accident online.</strong> Insurers look at social media, and a cheerful photo can be used to argue that you were not hurt.</li>
<li><strong>Repairing the car right away.</strong> Let your insurer inspect it and take your own photos first.</li>
<li><strong>Skipping follow-up care.</strong> Keep your appointments and follow your doctor's advice.</li>
<li><strong>Waiting too long.</strong> Every state sets a deadline for filing an injury lawsuit, and some are as short as one year.</li>
</ul>
<h2>When to talk to an attorney</h2>
<p>If you were injured, if fault is disputed, or if an insurer is pressing you for a statement or a quick settlement, it can help to speak with a personal-injury attorney licensed in your state; talking to one does not commit you to anything. Through our network you can ask a participating attorney in your state to review what happened in a free consultation.</p>
<p><em>This article is general information, not legal advice. Laws and deadlines vary by state; an attorney licensed in your state can tell you how they apply to your situation.</em></p>`,
	},
	{
		Title:          "How Comparative Negligence Affects Your Injury Claim",
		Slug:           "how-comparative-negligence-affects-your-injury-claim",
		Excerpt:        "Being partly at fault does not always end a claim, but it can reduce it or, in some states, bar it. Here is how the four fault rules work, with examples.",
		Image:          "post-comparative-negligence.svg",
		SEOTitle:       "How Comparative Negligence Affects Your Injury Claim",
		SEODescription: "Partly at fault for an accident? How pure and modified comparative negligence and contributory negligence affect what you can recover, with examples.",
		SEOKeywords:    "comparative negligence, modified comparative negligence, contributory negligence, partly at fault accident, shared fault injury claim, 51% rule",
		PublishedAt:    "2026-02-10T09:00:00Z",
		Body: `<p>Accidents are rarely all one person's fault. A driver runs a red light, but the other driver was going a little too fast. A store leaves a spill on the floor, but the shopper was looking at a phone. When both sides share some of the blame, state law decides what happens to the injured person's claim. That body of law is called comparative negligence, and depending on where you live, it can reduce your compensation, or end your claim entirely.</p>
<h2>Why fault percentages matter</h2>
<p>In a personal-injury case, a jury, or an insurance adjuster during negotiations, looks at everyone's conduct and assigns each party a percentage of the fault. Those percentages add up to 100. If the injured person is assigned part of the fault, the state's rule decides how that share affects the recovery.</p>
<p>There are four main approaches in the United States.</p>
<h2>1. Pure comparative negligence</h2>
<p>Under pure comparative negligence, your compensation is reduced by your share of the fault, whatever that share is. You can recover something even if you were mostly to blame.</p>
<p><em>Example:</em> your damages total $100,000 and you are found 30% at fault. You can recover $70,000. If you were found 80% at fault, you could still recover $20,000.</p>
<p>States that follow this rule include California, New York, Washington, Arizona, Missouri and Kentucky, among others.</p>
<h2>2. Modified comparative negligence: the 51% bar</h2>
<p>Most states use a modified rule. In states with a 51% bar, you can recover as long as your share of the fault is not more than 50%, and your recovery is reduced by that share. At 51% or more, you recover nothing.</p>
<p><em>Example:</em> with $100,000 in damages, if you are 50% at fault you can recover $50,000. If you are 51% at fault, you recover nothing.</p>
<p>Texas, Illinois, Pennsylvania, Ohio, New Jersey and Massachusetts are among the states using the 51% bar. Florida joined them in March 2023, when it moved away from pure comparative negligence for most negligence claims, and Louisiana did the same for injuries on or after January 1, 2026.</p>
<h2>3. Modified comparative negligence: the 50% bar</h2>
<p>A smaller group of states draws the line one point lower. You can recover only if your share of the fault is less than 50%. If the jury splits the blame evenly, you recover nothing.</p>
<p><em>Example:</em> with $100,000 in damages, at 40% fault you can recover $60,000; at 50% you recover nothing.</p>
<p>Georgia, Colorado, Tennessee, Arkansas and Utah are examples of 50% bar states. South Dakota follows a related rule of its own: you can recover only if your negligence was "slight" compared with the other party's.</p>
<h2>4. Contributory negligence</h2>
<p>The oldest and harshest rule survives in Alabama, Maryland, North Carolina, Virginia and the District of Columbia. Under contributory negligence, if you were even slightly at fault for your own injury, you can be barred from recovering anything.</p>
<p><em>Example:</em> you suffer $100,000 in damages, but you are found 5% at fault. In a comparative-fault state you might recover $95,000. Under contributory negligence, you could recover nothing.</p>
<p>Courts in these places recognize narrow exceptions, such as the "last clear chance" doctrine, which can allow recovery when the other party had the final opportunity to avoid the accident. The District of Columbia also protects pedestrians and cyclists: their own negligence does not bar a claim against a driver unless it was greater than the combined negligence of the defendants.</p>
<h2>How fault shows up in insurance negotiations</h2>
<p>Most claims settle without a trial, but the fault rule still shapes every negotiation. Adjusters know that each percentage point of fault they can attribute to you lowers what they have to pay, and in modified and contributory states, pushing your share past the threshold can eliminate the claim altogether. Common arguments include:</p>
<ul>
<li>you were speeding, distracted or following too closely;</li>
<li>you were not wearing a seat belt or helmet (whether this counts depends on the state);</li>
<li>you crossed outside a crosswalk or against the signal;</li>
<li>the hazard you tripped over was open and obvious;</li>
<li>you waited too long to get medical care and made your injuries worse.</li>
</ul>
<h2>How to protect yourself</h2>
<p>Fault is decided on evidence, and the best evidence is usually gathered early:</p>
<ul>
<li><strong>Photos and video</strong> of the scene, the vehicles or hazard, signals and road conditions.</li>
<li><strong>Witnesses</strong>, especially independent ones, with their names and phone numbers.</li>
<li><strong>The police report</strong>, including any citations issued.</li>
<li><strong>Camera footage</strong> from businesses, traffic cameras or dashcams, requested before it is recorded over.</li>
<li><strong>Careful statements.</strong> Avoid guessing about speeds or distances, and do not accept blame at the scene or in a recorded call with an insurer.</li>
</ul>
<p>Because small shifts in percentages can make a large difference, and in some states the difference between something and nothing, it is worth understanding the rule that applies before you discuss fault with an insurer.</p>
<h2>Find your state's rule</h2>
<p>Each of our state-law pages explains that state's fault rule and its deadline for filing an injury lawsuit, with a worked example. If you were hurt and fault is disputed, a participating attorney licensed in your state can review the facts with you in a free consultation.</p>
<p><em>This article is general information, not legal advice. Laws change and vary by state; an attorney licensed in your state can tell you how they apply to your situation.</em></p>`,
	},
	{
		Title:          "Statutes of Limitations: Why Waiting Can Cost You Your Claim",
		Slug:           "statutes-of-limitations-why-waiting-can-cost-you",
		Excerpt:        "Every injury claim has a deadline, and missing it usually ends the claim for good. Learn how these deadlines work, when they can change, and why acting early helps.",
		Image:          "post-statute-of-limitations.svg",
		SEOTitle:       "Statutes of Limitations: Why Waiting Can Cost You",
		SEODescription: "How personal-injury filing deadlines work, how they vary by state, the exceptions that can change them and why acting early protects your claim.",
		SEOKeywords:    "statute of limitations personal injury, injury claim deadline, time limit to sue, notice of claim, statute of repose, filing deadline by state",
		PublishedAt:    "2026-03-10T09:00:00Z",
		Body: `<p>After an accident, many people focus on getting better and put everything else on hold. That is understandable, but the law does not wait. Every state sets a deadline, called a statute of limitations, for filing a personal-injury lawsuit. Miss it, and the court will almost always dismiss the case, no matter how badly you were hurt or how clearly the other side was at fault.</p>
<h2>What a statute of limitations is</h2>
<p>A statute of limitations is a law that sets the maximum time between an injury and the filing of a lawsuit about it. The idea is fairness: evidence fades, witnesses forget and move away, and people should not face claims about events from many years ago. The result for an injured person is simple: the deadline is strict.</p>
<p>The deadline is for filing a lawsuit in court, not for calling an insurer. Talking to an adjuster, even for months, does not stop the clock. Once the deadline passes, the insurer has little reason to negotiate, because it knows the claim can no longer be taken to court.</p>
<h2>How long you have depends on your state</h2>
<p>For most personal-injury claims, the general period ranges from one year to six years:</p>
<ul>
<li><strong>One year:</strong> Kentucky and Tennessee. (Kentucky gives two years for most motor vehicle accidents.)</li>
<li><strong>Two years:</strong> many states, including California, Texas, Georgia, Illinois, Pennsylvania, Ohio, Virginia, New Jersey and Florida, which cut its period from four years to two in March 2023. Louisiana moved from one year to two for injuries on or after July 1, 2024.</li>
<li><strong>Three years:</strong> New York, North Carolina, Maryland, Massachusetts, Michigan, Washington, the District of Columbia and others.</li>
<li><strong>Four to six years:</strong> a handful of states, including Nebraska, Utah and Wyoming (four), Missouri (five), and Maine, Minnesota and North Dakota (six).</li>
</ul>
<p>These are the general rules. Special deadlines apply to particular kinds of claims, and they are often shorter.</p>
<h2>Deadlines that can be much shorter</h2>
<h3>Claims against the government</h3>
<p>If a city bus hit you, you fell on a broken public sidewalk, or a government employee caused a crash, special rules usually apply. Many states require a written notice of claim within a few months of the injury: six months in California, 90 days for many claims against public bodies in New York. Miss the notice deadline and you can lose the claim even though the general statute of limitations has years left to run.</p>
<h3>Medical malpractice and wrongful death</h3>
<p>Medical malpractice claims often have their own limitation periods and extra procedural steps. Wrongful death claims have their own deadlines too, often counted from the date of death rather than the date of injury.</p>
<h3>Insurance deadlines</h3>
<p>Your own insurance policy may require prompt notice of an accident, and no-fault (PIP) and uninsured motorist claims can have their own deadlines. These are separate from the deadline to sue the person who caused the accident.</p>
<h2>When the clock can start later or pause</h2>
<p>Some rules can extend the time, though you should never rely on them without advice:</p>
<ul>
<li><strong>The discovery rule.</strong> In some situations, such as certain medical or toxic exposure injuries, the clock starts when the injury was discovered or reasonably should have been.</li>
<li><strong>Minors.</strong> In many states the deadline for a child's claim is paused until the child turns 18, but there are exceptions, especially for government claims and medical malpractice.</li>
<li><strong>Absence or incapacity.</strong> Some states pause the clock while the defendant is out of state or while the injured person is legally incapacitated.</li>
</ul>
<p>There is also a separate kind of deadline called a statute of repose, common in product liability and construction cases. It can bar a claim a set number of years after a product was sold or a building was finished, even if the injury happened later.</p>
<h2>Why waiting hurts even before the deadline</h2>
<p>The deadline is the last possible day, not the best day. Waiting costs you in other ways:</p>
<ul>
<li><strong>Evidence disappears.</strong> Surveillance footage is recorded over, vehicles are repaired or scrapped, and trucking data can be overwritten.</li>
<li><strong>Witnesses become harder to find</strong>, and their memories fade.</li>
<li><strong>Gaps in medical treatment</strong> let insurers argue that your injuries were minor or caused by something else.</li>
<li><strong>A lawsuit takes time to prepare.</strong> An attorney needs time to investigate, identify everyone responsible and calculate your losses before filing.</li>
</ul>
<h2>What to do now</h2>
<p>If you were hurt, write down the date of the accident and find out your state's deadline. Our state-law pages list the general statute of limitations for all 50 states and the District of Columbia, along with each state's fault rule. Keep your records together, and if the claim involves a government agency, a serious injury or a death, do not wait to get advice.</p>
<p>Talking to an attorney early does not commit you to a lawsuit. It simply makes sure the option is still there when you need it. Through our network, you can ask a participating attorney licensed in your state to review your situation in a free consultation.</p>
<p><em>This article is general information, not legal advice. Deadlines depend on the facts and change over time; an attorney licensed in your state can tell you which ones apply to you.</em></p>`,
	},
}
