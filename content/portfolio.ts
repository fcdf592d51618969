import type { CaseStudy } from '@/content/types';

export const caseStudies: CaseStudy[] = [
  {
    slug: 'hospital-network-patient-app',
    client: 'A regional hospital network in Telangana',
    title: 'A patient app that cut front-desk queues across six hospitals',
    category: 'mobile-development',
    industry: 'Healthcare',
    problem:
      'Patients booked outpatient appointments by phone, and call lines jammed every morning between eight and ten. Lab reports were collected in person, so people travelled back to the hospital just to pick up paper. The network had tried a web portal, but few patients used it because it did not work well on low-end Android phones and offered no Telugu option.',
    solution:
      'We built a Flutter app for Android and iOS with appointment booking, doctor availability, UPI payments and secure lab report downloads, available in Telugu, Hindi and English. The app connects to the hospital information system through a small integration layer we wrote in Node.js. Reports are encrypted at rest, links expire after a set period, and patients sign in with a mobile number and one-time password. We tuned the app to stay light on older phones and patchy networks.',
    stack: ['Flutter', 'Dart', 'Node.js', 'PostgreSQL', 'Firebase Cloud Messaging', 'AWS'],
    results: [
      'Around half of outpatient bookings moved to the app within the first six months',
      'Peak-hour call volume at the central helpline fell by an estimated 35-40%',
      'Fewer return visits made only to collect paper lab reports',
    ],
  },
  {
    slug: 'field-service-offline-inspection-app',
    client: 'A mid-sized elevator maintenance company in the US Midwest',
    title: 'Offline-first inspection app for technicians in basements and shafts',
    category: 'mobile-development',
    industry: 'Industrial services',
    problem:
      'Technicians filled in paper checklists inside machine rooms and lift shafts with no mobile signal, then typed them up at the end of the day. Reports reached customers days late, photos were lost, and compliance audits meant hunting through filing cabinets. The company needed a tool that worked fully offline, on the rugged Android devices and iPhones technicians already carried.',
    solution:
      'We built native apps in Kotlin and Swift with a shared sync protocol. Checklists, photos and signatures are stored locally and uploaded automatically once the device regains a connection, with conflict handling when two technicians edit the same job. A web dashboard lets dispatchers assign work and lets customers download signed reports. Checklist templates are configurable, so the compliance team can update them without a new app release.',
    stack: ['Kotlin', 'Jetpack Compose', 'Swift', 'SwiftUI', 'Room', '.NET', 'Azure SQL Database'],
    results: [
      'Inspection reports now typically reach customers the same day instead of two to four days later',
      'Office staff spend several fewer hours a week re-keying paper checklists',
      'Audit requests are answered from the dashboard in minutes rather than by searching files',
    ],
  },
  {
    slug: 'distributor-order-management-system',
    client: 'A building materials distributor in Karnataka',
    title: 'Replacing spreadsheets with a custom order and credit management system',
    category: 'customized-applications',
    industry: 'Wholesale distribution',
    problem:
      'Sales staff took dealer orders over WhatsApp and phone, then entered them into shared spreadsheets. Credit limits were checked by calling the accounts team, stock figures were often a day out of date, and dispatch errors led to frequent returns. As the dealer network grew past 600 accounts, the owners could no longer see outstanding credit or margins without a week of manual reconciliation.',
    solution:
      "We designed and built a web-based order management system with a companion mobile app for the sales team. Orders are checked against live stock and each dealer's credit limit before approval, and dispatch slips are generated automatically. The system syncs invoices and payments with the existing TallyPrime accounting setup, so the finance team kept its familiar tools. Role-based access separates sales, dispatch, accounts and management views.",
    stack: ['React', 'TypeScript', 'NestJS', 'PostgreSQL', 'React Native', 'TallyPrime', 'AWS'],
    results: [
      'Dispatch errors and resulting returns dropped noticeably in the first quarter after launch',
      'Management sees outstanding credit and margin by dealer on demand rather than monthly',
      'Order-to-dispatch time shortened by roughly a day for most orders',
    ],
  },
  {
    slug: 'property-management-tenant-portal',
    client: 'A commercial property manager in Hyderabad',
    title: 'One portal for leases, maintenance requests and tenant billing',
    category: 'customized-applications',
    industry: 'Real estate',
    problem:
      'The company managed office space for more than 150 tenants across several buildings, using email for maintenance requests and spreadsheets for lease terms and escalations. Rent escalation dates were missed, maintenance tickets had no owner, and tenants had no way to check request status. Monthly billing for shared utilities took the accounts team nearly a week to prepare and frequently triggered disputes.',
    solution:
      'We built a tenant portal and an internal operations app on a shared backend. Tenants raise and track maintenance requests, download invoices and view lease documents. The operations team assigns tickets to vendors with service-level timers, and the system calculates utility apportionment from meter readings. Lease escalation reminders go out automatically ahead of each due date. We migrated five years of lease and billing history from spreadsheets during rollout.',
    stack: ['Next.js', 'TypeScript', 'Django', 'PostgreSQL', 'Celery', 'Redis', 'Docker'],
    results: [
      'Monthly utility billing now takes the accounts team around two days instead of five',
      "No lease escalation dates missed since launch, based on the client's internal review",
      'Every maintenance request has a named owner and a visible status for the tenant',
    ],
  },
  {
    slug: 'ethnic-wear-retailer-headless-store',
    client: 'A family-owned ethnic wear retailer with stores in three South Indian cities',
    title: 'Headless online store with store stock and click-and-collect',
    category: 'ecommerce-development',
    industry: 'Retail',
    problem:
      'The retailer ran a template online store that was slow on mobile, showed items that were out of stock, and had no link to the inventory in its physical shops. Festival season traffic caused timeouts exactly when sales mattered most. Customers regularly asked whether a saree or kurta seen online could be tried on in a nearby store, and staff had no reliable way to answer.',
    solution:
      "We rebuilt the store as a headless Shopify setup with a Next.js storefront, connected to the retailer's point-of-sale system so online stock reflects each shop in near real time. Shoppers can reserve items for click-and-collect at a chosen store. The checkout uses the gateway's hosted fields with UPI, cards and wallets, and 3-D Secure for card payments. Images are served through a CDN in several sizes to keep pages fast on mobile networks.",
    stack: [
      'Next.js',
      'Shopify Storefront API',
      'TypeScript',
      'Tailwind CSS',
      'Razorpay',
      'Vercel',
    ],
    results: [
      'Mobile pages load noticeably faster, with typical load times under three seconds on 4G',
      'The site stayed up through the following festival season peak without timeouts',
      'Click-and-collect grew to an estimated 15-20% of online orders within a year',
    ],
  },
  {
    slug: 'edtech-learning-app-redesign',
    client: 'An online test-preparation company for engineering entrance exams',
    title: 'Redesigning a learning app so students finish what they start',
    category: 'ui-ux-design',
    industry: 'Education',
    problem:
      'The company had strong content but weak engagement. Students downloaded the app, browsed a few videos and dropped off within the first week. App store reviews complained about cluttered screens, confusing navigation between courses and tests, and no clear sense of progress. The product team had plenty of feature ideas but little user research to decide which problems to fix first.',
    solution:
      "We started with interviews and usability sessions with students in three cities, plus an analysis of drop-off points in the existing funnel. From that, we redesigned onboarding around a short diagnostic test, simplified navigation to three tabs and introduced a weekly study plan with visible progress. We delivered a Figma design system with accessible color contrast and tested two rounds of clickable prototypes before handing over to the client's engineering team.",
    stack: ['Figma', 'FigJam', 'Maze', 'Mixpanel', 'Material Design 3', 'Lottie'],
    results: [
      'First-week retention improved by roughly a quarter in the months after the redesign shipped',
      'More students completed the onboarding diagnostic test than had previously finished setup',
      'Average app store rating rose steadily as new reviews replaced older complaints',
    ],
  },
  {
    slug: 'logistics-invoice-extraction-ai',
    client: 'A third-party logistics provider serving manufacturers in Maharashtra and Gujarat',
    title: 'AI document extraction for freight invoices and delivery proofs',
    category: 'ai-services',
    industry: 'Logistics',
    problem:
      'The finance team processed around 4,000 carrier invoices and proof-of-delivery documents each month, many of them phone photos of printed forms. Staff typed fields into the ERP by hand and cross-checked them against shipment records. Errors caused overpayments and disputes with carriers, and month-end closing regularly slipped. Earlier attempts with template-based OCR broke whenever a carrier changed its invoice layout.',
    solution:
      'We built an extraction pipeline that combines OCR with a large language model to read invoices and delivery proofs regardless of layout. Each field carries a confidence score; high-confidence documents flow straight to matching against shipment records, while uncertain ones go to a review screen that highlights the fields to check. We built an evaluation set of 300 labeled documents to measure accuracy before launch, and the pipeline reports accuracy monthly.',
    stack: [
      'Python',
      'FastAPI',
      'Azure AI Document Intelligence',
      'Azure OpenAI Service',
      'PostgreSQL',
      'React',
    ],
    results: [
      'Most invoices now pass through without manual data entry; staff review only flagged fields',
      'Average handling time per document fell by an estimated 60-70%',
      'Month-end closing for carrier costs typically finishes two to three days earlier',
    ],
  },
  {
    slug: 'fintech-lender-cloud-migration',
    client: 'A digital lending start-up regulated in India',
    title: 'Zero-downtime move from a single data center server to AWS',
    category: 'cloud-computing',
    industry: 'Fintech',
    problem:
      'The lending platform ran on a handful of servers in a single data center, with manual deployments and backups that had never been tested by a full restore. Loan application volume was growing steadily, and each marketing campaign brought slowdowns. The company needed better resilience and audit-ready infrastructure, but could not afford downtime because loan disbursements and repayment collections ran around the clock.',
    solution:
      'We moved the platform to AWS in the Mumbai region to keep data in India. The application was containerized and deployed on Amazon ECS, and the database moved to Amazon RDS for PostgreSQL using continuous replication until cutover. Traffic shifted gradually behind a load balancer, with the old environment kept warm for two weeks. We defined all infrastructure in Terraform, added automated deployments, and scheduled quarterly restore tests.',
    stack: [
      'AWS',
      'Amazon ECS',
      'Amazon RDS for PostgreSQL',
      'AWS DMS',
      'Terraform',
      'GitHub Actions',
      'Grafana',
    ],
    results: [
      'The cutover completed with no customer-facing outage',
      'Campaign traffic peaks are absorbed through auto scaling instead of causing slowdowns',
      'Deployments went from a monthly manual event to several automated releases a week',
    ],
  },
  {
    slug: 'agri-supply-chain-traceability',
    client: 'A farmer producer organization exporting spices from Kerala',
    title: 'Blockchain traceability from farm lot to export shipment',
    category: 'blockchain-development-solutions',
    industry: 'Agriculture and food exports',
    problem:
      'Overseas buyers increasingly asked for proof of origin and handling for each shipment, including farm location, harvest date, drying and testing records. The organization kept this information across paper registers, lab certificates and spreadsheets held by different collection centers. Assembling a traceability pack for a single shipment took days, and buyers had no way to verify that records had not been edited afterwards.',
    solution:
      'We built a permissioned traceability system on Hyperledger Fabric, with nodes run by the organization, its processing unit and its testing lab. Collection center staff record lots through a simple Android app, and lab results are attached at each step. Each export shipment gets a QR code that opens a public page showing the verified chain of custody. Documents stay in conventional storage, while their hashes are written to the ledger to prove they are unchanged.',
    stack: ['Hyperledger Fabric', 'Go', 'Node.js', 'Kotlin', 'CouchDB', 'Docker'],
    results: [
      'Traceability packs for buyers are generated in minutes instead of several days',
      'Buyers can verify origin and test records independently through the shipment QR code',
      'Recording at collection centers replaced most paper registers within the first season',
    ],
  },
];
