-- A state's facts as data, not only prose (issue 23): what the case
-- evaluation reads to check a visitor's filing deadline and what the
-- state page's statute and fault paragraphs say.
--
-- sol_years: the general personal-injury limitation period; fault_rule:
-- qualification.FaultRules; government_notice_days: the notice period of
-- a claim against a public body, where a general one exists (NULL: none
-- known, and the product then says nothing); no_fault: a no-fault (PIP)
-- car insurance state; bar_referral_url/phone: the state bar's
-- lawyer-referral service; citation: the statute behind sol_years;
-- reviewed_on: when a person last checked them against their sources.
-- Only sol_years, fault_rule, no_fault and citation are seeded: they are
-- what the seeded pages state. The others stay empty until the operator
-- fills them from a source.
ALTER TABLE state_laws ADD COLUMN sol_years INTEGER CHECK (sol_years BETWEEN 1 AND 10);
ALTER TABLE state_laws ADD COLUMN fault_rule TEXT CHECK (fault_rule IN ('pure_comparative', 'modified_50', 'modified_51', 'contributory', 'slight_gross'));
ALTER TABLE state_laws ADD COLUMN government_notice_days INTEGER CHECK (government_notice_days BETWEEN 1 AND 730);
ALTER TABLE state_laws ADD COLUMN no_fault BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE state_laws ADD COLUMN bar_referral_url TEXT NOT NULL DEFAULT '';
ALTER TABLE state_laws ADD COLUMN bar_referral_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE state_laws ADD COLUMN citation TEXT NOT NULL DEFAULT '';
ALTER TABLE state_laws ADD COLUMN reviewed_on TEXT; -- YYYY-MM-DD

-- The seeded states' facts, as their pages state them (seed.StateLaws;
-- TestStateFactsMigration checks the two agree).
UPDATE state_laws SET sol_years = 2, fault_rule = 'contributory', no_fault = FALSE, citation = 'Ala. Code § 6-2-38' WHERE code = 'AL';
UPDATE state_laws SET sol_years = 2, fault_rule = 'pure_comparative', no_fault = FALSE, citation = 'Alaska Stat. § 09.10.070' WHERE code = 'AK';
UPDATE state_laws SET sol_years = 2, fault_rule = 'pure_comparative', no_fault = FALSE, citation = 'Ariz. Rev. Stat. § 12-542' WHERE code = 'AZ';
UPDATE state_laws SET sol_years = 3, fault_rule = 'modified_50', no_fault = FALSE, citation = 'Ark. Code § 16-56-105' WHERE code = 'AR';
UPDATE state_laws SET sol_years = 2, fault_rule = 'pure_comparative', no_fault = FALSE, citation = 'Cal. Civ. Proc. Code § 335.1' WHERE code = 'CA';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_50', no_fault = FALSE, citation = 'Colo. Rev. Stat. § 13-80-102' WHERE code = 'CO';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Conn. Gen. Stat. § 52-584' WHERE code = 'CT';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Del. Code tit. 10, § 8119' WHERE code = 'DE';
UPDATE state_laws SET sol_years = 3, fault_rule = 'contributory', no_fault = FALSE, citation = 'D.C. Code § 12-301(8)' WHERE code = 'DC';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = TRUE, citation = 'Fla. Stat. § 95.11(4)(a)' WHERE code = 'FL';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_50', no_fault = FALSE, citation = 'Ga. Code § 9-3-33' WHERE code = 'GA';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = TRUE, citation = 'Haw. Rev. Stat. § 657-7' WHERE code = 'HI';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_50', no_fault = FALSE, citation = 'Idaho Code § 5-219' WHERE code = 'ID';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = '735 ILCS 5/13-202' WHERE code = 'IL';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Ind. Code § 34-11-2-4' WHERE code = 'IN';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Iowa Code § 614.1(2)' WHERE code = 'IA';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_50', no_fault = TRUE, citation = 'Kan. Stat. § 60-513' WHERE code = 'KS';
UPDATE state_laws SET sol_years = 1, fault_rule = 'pure_comparative', no_fault = TRUE, citation = 'Ky. Rev. Stat. § 413.140' WHERE code = 'KY';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'La. Civ. Code art. 3493.1' WHERE code = 'LA';
UPDATE state_laws SET sol_years = 6, fault_rule = 'modified_50', no_fault = FALSE, citation = 'Me. Rev. Stat. tit. 14, § 752' WHERE code = 'ME';
UPDATE state_laws SET sol_years = 3, fault_rule = 'contributory', no_fault = FALSE, citation = 'Md. Code, Cts. & Jud. Proc. § 5-101' WHERE code = 'MD';
UPDATE state_laws SET sol_years = 3, fault_rule = 'modified_51', no_fault = TRUE, citation = 'Mass. Gen. Laws ch. 260, § 2A' WHERE code = 'MA';
UPDATE state_laws SET sol_years = 3, fault_rule = 'modified_51', no_fault = TRUE, citation = 'Mich. Comp. Laws § 600.5805' WHERE code = 'MI';
UPDATE state_laws SET sol_years = 6, fault_rule = 'modified_51', no_fault = TRUE, citation = 'Minn. Stat. § 541.05' WHERE code = 'MN';
UPDATE state_laws SET sol_years = 3, fault_rule = 'pure_comparative', no_fault = FALSE, citation = 'Miss. Code § 15-1-49' WHERE code = 'MS';
UPDATE state_laws SET sol_years = 5, fault_rule = 'pure_comparative', no_fault = FALSE, citation = 'Mo. Rev. Stat. § 516.120' WHERE code = 'MO';
UPDATE state_laws SET sol_years = 3, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Mont. Code § 27-2-204' WHERE code = 'MT';
UPDATE state_laws SET sol_years = 4, fault_rule = 'modified_50', no_fault = FALSE, citation = 'Neb. Rev. Stat. § 25-207' WHERE code = 'NE';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Nev. Rev. Stat. § 11.190(4)(e)' WHERE code = 'NV';
UPDATE state_laws SET sol_years = 3, fault_rule = 'modified_51', no_fault = FALSE, citation = 'N.H. Rev. Stat. § 508:4' WHERE code = 'NH';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = TRUE, citation = 'N.J. Stat. § 2A:14-2' WHERE code = 'NJ';
UPDATE state_laws SET sol_years = 3, fault_rule = 'pure_comparative', no_fault = FALSE, citation = 'N.M. Stat. § 37-1-8' WHERE code = 'NM';
UPDATE state_laws SET sol_years = 3, fault_rule = 'pure_comparative', no_fault = TRUE, citation = 'N.Y. C.P.L.R. 214(5)' WHERE code = 'NY';
UPDATE state_laws SET sol_years = 3, fault_rule = 'contributory', no_fault = FALSE, citation = 'N.C. Gen. Stat. § 1-52(16)' WHERE code = 'NC';
UPDATE state_laws SET sol_years = 6, fault_rule = 'modified_50', no_fault = TRUE, citation = 'N.D. Cent. Code § 28-01-16' WHERE code = 'ND';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Ohio Rev. Code § 2305.10' WHERE code = 'OH';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Okla. Stat. tit. 12, § 95(A)(3)' WHERE code = 'OK';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Or. Rev. Stat. § 12.110' WHERE code = 'OR';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = TRUE, citation = '42 Pa. Cons. Stat. § 5524' WHERE code = 'PA';
UPDATE state_laws SET sol_years = 3, fault_rule = 'pure_comparative', no_fault = FALSE, citation = 'R.I. Gen. Laws § 9-1-14(b)' WHERE code = 'RI';
UPDATE state_laws SET sol_years = 3, fault_rule = 'modified_51', no_fault = FALSE, citation = 'S.C. Code § 15-3-530' WHERE code = 'SC';
UPDATE state_laws SET sol_years = 3, fault_rule = 'slight_gross', no_fault = FALSE, citation = 'S.D. Codified Laws § 15-2-14' WHERE code = 'SD';
UPDATE state_laws SET sol_years = 1, fault_rule = 'modified_50', no_fault = FALSE, citation = 'Tenn. Code § 28-3-104(a)(1)' WHERE code = 'TN';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Tex. Civ. Prac. & Rem. Code § 16.003' WHERE code = 'TX';
UPDATE state_laws SET sol_years = 4, fault_rule = 'modified_50', no_fault = TRUE, citation = 'Utah Code § 78B-2-307' WHERE code = 'UT';
UPDATE state_laws SET sol_years = 3, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Vt. Stat. tit. 12, § 512(4)' WHERE code = 'VT';
UPDATE state_laws SET sol_years = 2, fault_rule = 'contributory', no_fault = FALSE, citation = 'Va. Code § 8.01-243(A)' WHERE code = 'VA';
UPDATE state_laws SET sol_years = 3, fault_rule = 'pure_comparative', no_fault = FALSE, citation = 'Wash. Rev. Code § 4.16.080(2)' WHERE code = 'WA';
UPDATE state_laws SET sol_years = 2, fault_rule = 'modified_51', no_fault = FALSE, citation = 'W. Va. Code § 55-2-12' WHERE code = 'WV';
UPDATE state_laws SET sol_years = 3, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Wis. Stat. § 893.54' WHERE code = 'WI';
UPDATE state_laws SET sol_years = 4, fault_rule = 'modified_51', no_fault = FALSE, citation = 'Wyo. Stat. § 1-3-105(a)(iv)(C)' WHERE code = 'WY';
