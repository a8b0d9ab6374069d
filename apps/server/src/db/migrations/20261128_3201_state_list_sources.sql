-- Issue 32: every state Medicaid exclusion list is a source (43 states and DC; the registry in
-- packages/screening/src/state-lists names them and how each is read and fetched). Downloads stay off
-- until an admin enables them; the address is where the source's fetch strategy starts (the file, or
-- the page that leads to it). Sources remember their last download and its error; snapshots loaded as
-- demo data say so.

ALTER TABLE list_sources
  ADD COLUMN last_download_at timestamptz,
  ADD COLUMN last_error       text,
  ADD COLUMN last_error_at    timestamptz;

ALTER TABLE list_snapshots ADD COLUMN demo boolean NOT NULL DEFAULT false;

INSERT INTO list_sources (id, name, download_url) VALUES
  ('state:AK', 'Alaska Medicaid Excluded Provider List', 'https://health.alaska.gov/en/office-of-the-commissioner/medicaid-program-integrity/'),
  ('state:AL', 'Alabama Medicaid Suspended Providers', 'https://medicaid.alabama.gov/content/8.0_Fraud/8.7_Suspended_Providers.aspx'),
  ('state:AR', 'Arkansas DHS Medicaid Exclusion List', 'https://dhs.arkansas.gov/dhs/portal/exclusions/publicsearch/Download'),
  ('state:AZ', 'Arizona AHCCCS Provider Suspensions and Terminations', 'https://www.azahcccs.gov/Fraud/Downloads/ProviderSuspensionsTerminations.pdf'),
  ('state:CA', 'California Medi-Cal Suspended and Ineligible Provider List', 'https://mcweb.apps.prd.cammis.medi-cal.ca.gov/references/sandi'),
  ('state:CO', 'Colorado Health First Provider Terminations', 'https://hcpf.colorado.gov/provider-termination'),
  ('state:CT', 'Connecticut DSS Administrative Actions List', 'https://portal.ct.gov/dss/quality-assurance/quality-assurance-administrative-actions-list'),
  ('state:DC', 'District of Columbia Excluded Parties List', 'https://ocp.dc.gov/page/excluded-parties-list'),
  ('state:DE', 'Delaware Medicaid Sanctioned Providers', 'https://medicaidpublications.dhss.delaware.gov/docs/Search?Command=Core_Download&EntryId=1671'),
  ('state:FL', 'Florida AHCA Medicaid Sanctioned Providers', 'https://ahca.myflorida.com/medicaid/medicaid-program-integrity'),
  ('state:GA', 'Georgia OIG Exclusions List', 'https://dch.georgia.gov/office-inspector-general/georgia-oig-exclusions-list'),
  ('state:HI', 'Hawaii Med-QUEST Provider Exclusion/Reinstatement List', 'https://medquest.hawaii.gov/en/plans-providers/provider-exclusion-reinstatement-list.html'),
  ('state:IA', 'Iowa Medicaid Sanctions List', 'https://hhs.iowa.gov/programs/welcome-iowa-medicaid/provider-services/excluded-individuals-and-entities'),
  ('state:ID', 'Idaho Medicaid Provider Exclusion List', 'https://publicdocuments.dhw.idaho.gov/WebLink/DocView.aspx?id=6158&dbid=0&repo=PUBLIC-DOCUMENTS&cr=1'),
  ('state:IL', 'Illinois HFS OIG Provider Sanctions List', 'https://ilhfspartner3.dynamics365portals.us/sanctions/'),
  ('state:IN', 'Indiana Medicaid Terminated Providers', 'https://www.in.gov/fssa/ompp/provider-information/termination-of-provider-participation-in-medicaid-and-chip/'),
  ('state:KS', 'Kansas Medicaid Provider Termination List', 'https://www.kdhe.ks.gov/172/Medicaid'),
  ('state:KY', 'Kentucky Medicaid Termination List', 'https://www.chfs.ky.gov/agencies/dms/dpi/pe/Documents/KYMedicaidTerminationList.xlsx'),
  ('state:LA', 'Louisiana LDH Adverse Actions List', 'https://adverseactions.ldh.la.gov/SelSearch/'),
  ('state:MA', 'MassHealth Suspended or Excluded Providers', 'https://www.mass.gov/info-details/learn-about-suspended-or-excluded-masshealth-providers'),
  ('state:MD', 'Maryland Medicaid Sanctioned Providers', 'https://health.maryland.gov/mmcp/provider/Pages/sanctioned_list.aspx'),
  ('state:ME', 'MaineCare Monthly Exclusion Report', 'https://mainecare.maine.gov/PrvExclRpt/Forms/AllItems.aspx'),
  ('state:MI', 'Michigan List of Sanctioned Providers', 'https://www.michigan.gov/mdhhs/doing-business/providers/providers/billingreimbursement/list-of-sanctioned-providers'),
  ('state:MN', 'Minnesota Excluded Provider Lists', 'https://mn.gov/dhs/partners-and-providers/policies-procedures/minnesota-health-care-programs/provider/excluded-providers/'),
  ('state:MO', 'Missouri Medicaid Provider Sanctions', 'https://mmac.mo.gov/providers/provider-sanctions/'),
  ('state:MS', 'Mississippi Medicaid Sanctioned Provider List', 'https://medicaid.ms.gov/providers/provider-terminations/'),
  ('state:MT', 'Montana Terminated and Excluded Providers', 'https://dphhs.mt.gov/montanahealthcareprograms/terminatedexcludedproviders'),
  ('state:NC', 'North Carolina State Excluded Provider List', 'https://medicaid.ncdhhs.gov/providers/excluded-providers'),
  ('state:ND', 'North Dakota Medicaid Excluded Providers', 'https://www.hhs.nd.gov/healthcare/medicaid/provider/compliance/fraud-and-abuse'),
  ('state:NE', 'Nebraska Medicaid Excluded Providers', 'https://dhhs.ne.gov/Documents/Medicaid%20Excluded%20Providers.pdf'),
  ('state:NH', 'New Hampshire Medicaid Excluded Providers', 'https://www.dhhs.nh.gov/programs-services/medicaid/medicaid-provider-relations'),
  ('state:NJ', 'New Jersey State Debarment List', 'https://www.nj.gov/comptroller/doc/nj_debarment_list.pdf'),
  ('state:NV', 'Nevada Medicaid Exclusion List', 'https://www.omig.nv.gov/provider-enrollment--termination/provider-exclusions-sanctions-and-press-releases/'),
  ('state:NY', 'New York OMIG Medicaid Exclusions', 'https://apps.omig.ny.gov/exclusions/exporttoexcel.aspx'),
  ('state:OH', 'Ohio Medicaid Provider Exclusion and Suspension List', 'https://medicaid.ohio.gov/resources-for-providers/enrollment-and-support/provider-enrollment/provider-exclusion-and-suspension-list'),
  ('state:OR', 'Oregon Medicaid Fraud Convictions', 'https://www.oregon.gov/oha/FOD/PIAU/_vti_bin/Lists.asmx'),
  ('state:PA', 'Pennsylvania Medicheck List', 'https://www.humanservices.dhs.pa.gov/Medchk/MedchkSearch/Medchk'),
  ('state:SC', 'South Carolina Medicaid Excluded Providers', 'https://www.scdhhs.gov/fraud'),
  ('state:TN', 'TennCare Terminated Provider List', 'https://www.tn.gov/content/tn/tenncare/fraud-and-abuse/program-integrity/jcr:content/content/tn_complex_datatable.tablejson.json'),
  ('state:TX', 'Texas HHSC OIG Exclusions', 'https://oig.hhsc.state.tx.us/oigportal2/Exclusions/ctl/DOW/mid/384'),
  ('state:VT', 'Vermont Medicaid Excluded Providers', 'https://dvha.vermont.gov/providers/medicaid-excluded-providers'),
  ('state:WA', 'Washington HCA Provider Termination and Exclusion List', 'https://www.hca.wa.gov/billers-providers-partners/become-apple-health-provider/provider-termination-and-exclusion-list'),
  ('state:WV', 'West Virginia Medicaid Provider Sanctions and Exclusions', 'https://www.wvmmis.com/SitePages/Medicaid%20Provider%20SanctionedExclusion.aspx'),
  ('state:WY', 'Wyoming Medicaid Excluded Providers', 'https://health.wyo.gov/healthcarefin/medicaid/')
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, download_url = COALESCE(list_sources.download_url, EXCLUDED.download_url);
