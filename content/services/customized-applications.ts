import type { Category } from '@/content/types';

export const category: Category = {
  slug: 'customized-applications',
  name: 'Customized Applications',
  description:
    'Web, SaaS, enterprise and integration software built around how your business actually runs.',
  icon: 'AppWindow',
  hub: {
    intro: [
      'Packaged software gets you started, but sooner or later your processes outgrow it. NimbleForge builds customized applications that fit the way your business actually operates, from customer-facing web applications and SaaS products to internal CRM, ERP and learning platforms. Since 2011 our teams in Bangalore, Hyderabad and Wilmington have delivered more than 175 projects for startups, SMEs and enterprises in healthcare, fintech, retail, logistics, education, real estate and manufacturing.',
      'Every engagement begins with how your people work today: the handoffs, workarounds and spreadsheets that slow them down. We then design software around those realities, choose proven technologies your future hires will already know, and deliver in short sprints with working demos, so you judge progress by using the product rather than reading status reports. Whether you need a single internal tool or a platform serving thousands of users, the approach stays the same.',
      'Custom software should never become a black box. You own the source code, cloud accounts and documentation from the first sprint, and our architecture choices, from microservices to API integrations, are written down so any competent team can pick up the work. After launch we stay on with 100% support coverage for monitoring, upgrades and new features, for as long as you want us.',
    ],
    whyUs: [
      {
        title: 'Built around your workflows',
        text: 'We start with how work really moves through your organization, not with a template. Discovery workshops, process maps and prototypes tested with your staff mean the finished application removes real friction instead of adding new screens people quietly work around.',
      },
      {
        title: 'Architecture that lasts',
        text: 'Our architects choose patterns that suit your scale today and in five years, whether that is a modular monolith, a multi-tenant SaaS platform or event-driven microservices, and they document every decision so future changes stay affordable.',
      },
      {
        title: 'Transparent, sprint-based delivery',
        text: 'Two-week sprints, demos on a shared staging environment and a delivery manager who reports progress, risks and budget honestly give you control over scope at every stage, with no unpleasant surprises at the end of the project.',
      },
      {
        title: 'Support beyond launch',
        text: 'Retainers for monitoring, security patches, framework upgrades and enhancements keep your application healthy. Because the engineers who built it usually support it too, issues are diagnosed quickly and improvements continue without a costly knowledge transfer.',
      },
    ],
    meta: {
      title: 'Custom Application Development Services | NimbleForge',
      description:
        'Customized application development by NimbleForge: web apps, SaaS products, CRM and ERP, CMS and LMS platforms, microservices and API integrations.',
      keywords: [
        'custom application development',
        'custom software development company',
        'bespoke business software',
        'web and saas development',
        'enterprise software solutions',
      ],
    },
  },
  subServices: [
    {
      slug: 'web-application-development',
      name: 'Web Application Development',
      description:
        'Fast, secure browser-based applications for customers, partners and internal teams.',
      icon: 'Globe',
      page: {
        promise:
          'Web applications your users enjoy and your engineers can keep extending for years.',
        intro: [
          'A web application is often the first place a customer meets your business and the place your team spends most of its working day. We design and build browser-based products, from customer portals and booking systems to internal dashboards and marketplaces, with clean architecture, accessible interfaces and performance budgets agreed before coding starts.',
          'Our teams in Bangalore, Hyderabad and Wilmington work in two-week sprints with a demo at the end of each one, so you see working software early and steer priorities as you learn. You own the source code, the infrastructure accounts and the documentation from day one, with no lock-in to us.',
        ],
        deliverables: [
          {
            title: 'Clickable prototype',
            text: 'An interactive prototype of the key user journeys, tested with real users before development starts, so layout and flow problems are fixed while they are still cheap to change.',
          },
          {
            title: 'Responsive front end',
            text: 'A React or Next.js interface that works on phones, tablets and large monitors, meets WCAG 2.1 AA accessibility guidelines, and loads quickly on average mobile connections.',
          },
          {
            title: 'Back end and database',
            text: 'A documented server layer with authentication, role-based permissions and business logic, backed by a well-indexed relational database designed around your real data volumes and reporting needs.',
          },
          {
            title: 'Automated test suite',
            text: 'Unit, integration and end-to-end tests that run on every pull request, catching regressions before they reach production and giving new developers the confidence to change code.',
          },
          {
            title: 'CI/CD pipeline',
            text: 'A deployment pipeline that builds, tests and releases each change to staging and production with a single approval, plus one-click rollback if a release misbehaves.',
          },
          {
            title: 'Monitoring and handover pack',
            text: 'Error tracking, uptime alerts and performance dashboards, together with architecture notes, runbooks and recorded walkthroughs so your own team can operate the application confidently.',
          },
        ],
        process: [
          {
            title: 'Discovery workshop',
            text: 'We map your users, the jobs they need to get done and the systems the application must talk to, then agree scope, success metrics and a release plan for version one.',
          },
          {
            title: 'UX and prototyping',
            text: 'Designers turn the agreed journeys into wireframes and a clickable prototype, run short usability sessions, and hand developers a component library rather than a pile of static screens.',
          },
          {
            title: 'Sprint development',
            text: 'Engineers build in two-week sprints, demoing working features on a shared staging site at each review so you can accept, adjust or reprioritize before the next sprint starts.',
          },
          {
            title: 'Hardening and launch',
            text: 'We run load tests, security scans and cross-browser checks, migrate any existing data, and launch behind feature flags so the rollout can be staged and reversed if needed.',
          },
          {
            title: 'Post-launch iteration',
            text: 'In the weeks after go-live we watch real usage analytics and error reports, fix issues quickly and plan the next round of features with you based on evidence.',
          },
        ],
        technologies: [
          'React',
          'Next.js',
          'TypeScript',
          'Node.js',
          'NestJS',
          'PostgreSQL',
          'Redis',
          'Playwright',
          'Docker',
          'AWS',
        ],
        outcomes: [
          {
            title: 'Faster pages, better conversion',
            text: 'Performance budgets and server rendering keep key pages quick on mobile networks, which usually shows up as lower bounce rates and more completed sign-ups or checkouts.',
          },
          {
            title: 'Lower cost of change',
            text: 'A tested, modular codebase means new features take days rather than weeks, and your team can extend the product without fearing that every change breaks something elsewhere.',
          },
          {
            title: 'Full ownership',
            text: 'You hold the repository, cloud accounts and documentation, so you can bring development in-house, switch vendors or scale our team up and down without any technical lock-in.',
          },
        ],
        faqs: [
          {
            question: 'How long does it take to build a first version of a web application?',
            answer:
              'Most first releases take 10 to 16 weeks, depending on the number of user roles, integrations and custom workflows. A narrowly scoped internal tool can go live in six to eight weeks. We give you a sprint-by-sprint plan after discovery, so the timeline is based on your actual feature list rather than a guess.',
          },
          {
            question: 'Should we build a web application or a mobile app first?',
            answer:
              'If your users work at desks, need large screens, or you want to validate demand quickly, a responsive web application is usually the better first step. It reaches every device through one codebase, and its back end can later power native mobile apps without being rebuilt.',
          },
          {
            question: 'Can you take over a web application another team started?',
            answer:
              'Yes. We start with a one- to two-week code audit covering architecture, security, test coverage and deployment. You receive a written report with risks ranked by severity, and then we agree whether to stabilize and extend the existing code or replace specific parts of it.',
          },
          {
            question: 'How do you keep a web application secure?',
            answer:
              'We follow OWASP guidance throughout: parameterized queries, strict input validation, secure session handling, least-privilege access to infrastructure and encryption of data in transit and at rest. Dependency scanning runs in the pipeline, and before launch we perform a security review and can coordinate an independent penetration test.',
          },
        ],
        meta: {
          title: 'Web Application Development Services | NimbleForge',
          description:
            'Custom web application development with React, Next.js and Node.js: secure, accessible, fast browser-based products built in agile sprints by NimbleForge.',
          keywords: [
            'web application development',
            'custom web app development',
            'react development company',
            'next.js development',
            'web portal development',
          ],
        },
      },
    },
    {
      slug: 'custom-crm-erp-solutions',
      name: 'Custom CRM & ERP Solutions',
      description:
        'CRM and ERP systems shaped around your sales, operations and finance workflows.',
      icon: 'LayoutDashboard',
      page: {
        promise: 'One system for customers, orders, stock and finance, built around how you work.',
        intro: [
          'Off-the-shelf CRM and ERP suites promise everything, yet many businesses end up paying for modules they never use while bending their processes to fit rigid screens. We build custom CRM and ERP software that models your actual sales pipeline, inventory rules, approval chains and pricing logic, so your staff can stop maintaining spreadsheets on the side.',
          'We have built these systems for distributors, manufacturers, clinics, real estate agencies and education providers. Each project starts by mapping how information moves between departments today, then replaces manual handoffs with one shared record of customers, orders and money, connected to the accounting, email and payment tools you already rely on.',
        ],
        deliverables: [
          {
            title: 'Process and data map',
            text: 'A documented map of your sales, fulfillment and finance workflows, showing every handoff, approval and data field, which becomes the blueprint for the system and a reference for training.',
          },
          {
            title: 'Sales and customer module',
            text: 'Lead capture, pipeline stages, quotes, follow-up reminders and a full customer history including calls, emails, orders and support tickets, visible to everyone with the right permissions.',
          },
          {
            title: 'Operations and inventory module',
            text: 'Purchase orders, stock levels across warehouses, reorder alerts, production or job scheduling and delivery tracking, designed around the units, batches and locations your business actually uses.',
          },
          {
            title: 'Finance and billing module',
            text: 'Invoicing, credit notes, payment reconciliation, tax handling and approval workflows, synchronized with your accounting package so finance teams stop re-keying figures between systems.',
          },
          {
            title: 'Role-based dashboards',
            text: 'Dashboards for owners, managers and frontline staff showing the numbers each role needs, such as pipeline value, overdue invoices, stock cover or order cycle times, refreshed in real time.',
          },
          {
            title: 'Data migration',
            text: 'Cleaned, de-duplicated records moved from spreadsheets, legacy databases or an existing CRM, with reconciliation reports that prove every customer, product and open balance arrived intact.',
          },
        ],
        process: [
          {
            title: 'Process discovery',
            text: 'We interview people in sales, operations and finance, observe how work really happens and identify the spreadsheets, duplicate entry and delays the new system must eliminate.',
          },
          {
            title: 'Solution blueprint',
            text: 'We define modules, data model, integrations and user roles, then prioritize them into phases so the highest-value workflows go live first instead of waiting for one big launch.',
          },
          {
            title: 'Phased build',
            text: 'Each module is developed in sprints and reviewed by the people who will use it daily, so screens match real tasks and approvals reflect your actual authority limits.',
          },
          {
            title: 'Migration and parallel run',
            text: 'We migrate historical data, run the new system alongside the old one for an agreed period and compare outputs until finance and operations sign off on the figures.',
          },
          {
            title: 'Rollout and adoption',
            text: 'We train users department by department, provide floor support during the first weeks and track adoption, fixing friction points quickly so people do not drift back to spreadsheets.',
          },
        ],
        technologies: [
          'Laravel',
          'Python',
          'Django',
          'React',
          'PostgreSQL',
          'MySQL',
          'Redis',
          'Elasticsearch',
          'QuickBooks API',
          'Xero API',
          'Docker',
          'AWS',
        ],
        outcomes: [
          {
            title: 'A single source of truth',
            text: 'Sales, operations and finance work from the same customer and order records, so reports agree, month-end closes faster and managers stop reconciling conflicting spreadsheets.',
          },
          {
            title: 'Less manual administration',
            text: 'Automated quotes, reminders, stock alerts and invoice generation typically remove several hours of repetitive data entry per employee each week, freeing staff for customers and higher-value work.',
          },
          {
            title: 'No per-seat license creep',
            text: 'Because you own the software, adding users, branches or modules does not raise a subscription bill, which makes growth cheaper to support than with most packaged suites.',
          },
        ],
        faqs: [
          {
            question: 'When does a custom CRM or ERP make more sense than a packaged platform?',
            answer:
              'Custom software pays off when your workflows are a competitive advantage, when license fees grow with every new user, or when heavy customization of a packaged suite has become fragile. If standard processes fit you well, we will say so and can help you configure an existing product instead.',
          },
          {
            question: 'Can the new CRM or ERP connect to our accounting software and website?',
            answer:
              'Yes. We regularly integrate with accounting packages such as QuickBooks, Xero and Tally, as well as payment gateways, email and SMS providers, eCommerce storefronts and shipping carriers. Integrations use official APIs where available, with logging and retry queues so a temporary outage never silently loses an order or invoice.',
          },
          {
            question: 'How do you move our data out of spreadsheets and the old system?',
            answer:
              'We profile the existing data first, agree cleansing and mapping rules with you, then run trial migrations into a test environment. Your team checks sample records and totals before the final cut-over, which usually happens over a weekend to avoid disrupting daily operations.',
          },
          {
            question: 'How long does a custom CRM or ERP project take?',
            answer:
              'A focused CRM with sales pipeline, quotes and reporting typically takes three to four months. A multi-module ERP covering inventory, purchasing and finance is usually delivered in phases over six to twelve months, with the first module in daily use well before the final one is complete.',
          },
        ],
        meta: {
          title: 'Custom CRM & ERP Development Services | NimbleForge',
          description:
            'NimbleForge builds custom CRM and ERP software around your sales, inventory and finance workflows, with data migration, integrations and role-based dashboards.',
          keywords: [
            'custom crm development',
            'custom erp development',
            'erp software development company',
            'crm software for small business',
            'inventory management software',
            'business process automation',
          ],
        },
      },
    },
    {
      slug: 'enterprise-application-development',
      name: 'Enterprise Application Development',
      description:
        'Secure, scalable enterprise software that connects departments, legacy systems and thousands of users.',
      icon: 'Building2',
      page: {
        promise:
          'Enterprise software that meets your security, compliance and scale requirements without slowing delivery.',
        intro: [
          'Large organizations need applications that serve thousands of employees, survive audits and integrate with decades of existing systems. We build enterprise applications such as workflow platforms, partner portals, reporting hubs and line-of-business tools that plug into your identity provider, respect your data governance rules and fit the way your IT department approves, deploys and supports software.',
          'Our engineers are used to working inside enterprise constraints: architecture review boards, change advisory processes, vendor security questionnaires and locked-down environments. We bring a dedicated team with a delivery manager, solution architect and QA lead, and we document decisions so your internal teams can audit, operate and extend the application long after our engagement ends.',
        ],
        deliverables: [
          {
            title: 'Solution architecture document',
            text: 'A reviewed architecture covering components, data flows, integration points, hosting, disaster recovery and non-functional requirements, written to pass your architecture review board on the first submission.',
          },
          {
            title: 'Single sign-on and access control',
            text: 'Integration with Microsoft Entra ID, Okta or your LDAP directory, with role and attribute based permissions mapped to your organizational structure and full audit logging of sensitive actions.',
          },
          {
            title: 'Enterprise integration layer',
            text: 'Connectors to ERP, HR, finance and legacy systems through APIs, message queues or scheduled file transfers, with error handling, retries and monitoring so failures are visible before users notice.',
          },
          {
            title: 'Compliance evidence pack',
            text: 'Security test results, data flow diagrams, access matrices and change records that support your SOC 2, ISO 27001, HIPAA or GDPR obligations during internal and external audits.',
          },
          {
            title: 'Performance and load test reports',
            text: 'Load tests simulating your peak user numbers and batch volumes, with results, bottleneck analysis and tuning changes documented before the application is approved for production.',
          },
          {
            title: 'Operations runbooks',
            text: 'Runbooks for deployment, backup, restore, incident response and routine maintenance, written for your infrastructure and support teams and rehearsed with them before handover.',
          },
        ],
        process: [
          {
            title: 'Stakeholder alignment',
            text: 'We meet business sponsors, IT, security and end-user representatives to agree objectives, constraints, approval gates and the measures that will define success for the program.',
          },
          {
            title: 'Architecture and governance',
            text: 'Our solution architect designs the target architecture, takes it through your review boards and security assessment, and sets coding, branching and release standards for the team.',
          },
          {
            title: 'Incremental delivery',
            text: 'We release working increments to a test environment every sprint, with product owners from each business unit reviewing features and a steering committee tracking scope, risk and budget.',
          },
          {
            title: 'Integration and UAT',
            text: 'End-to-end testing across connected systems is followed by structured user acceptance testing with business representatives, using scripted scenarios and a tracked defect log.',
          },
          {
            title: 'Controlled deployment',
            text: 'We deploy through your change management process, often piloting with one region or department first, then roll out in waves with hypercare support and daily status reporting.',
          },
        ],
        technologies: [
          'Java',
          'Spring Boot',
          '.NET',
          'C#',
          'Angular',
          'Apache Kafka',
          'Oracle Database',
          'Microsoft SQL Server',
          'Kubernetes',
          'Microsoft Azure',
          'Keycloak',
        ],
        outcomes: [
          {
            title: 'Audit-ready from day one',
            text: 'Security controls, access logs and compliance documentation are built in during development, so audits and vendor risk assessments become routine paperwork rather than late surprises that delay launch.',
          },
          {
            title: 'Fewer disconnected systems',
            text: 'Replacing point tools and manual exports with one integrated application reduces duplicate data entry and gives leadership consistent, reconciled reporting across business units.',
          },
          {
            title: 'Predictable large-scale delivery',
            text: 'Fixed sprint cadences, steering reports and transparent burn-down tracking give sponsors early warning of risk, so programs are more likely to land on schedule and budget.',
          },
        ],
        faqs: [
          {
            question: 'Can you work within our existing enterprise architecture standards?',
            answer:
              'Yes. We adopt your approved technology stack, coding standards, cloud landing zone and release process rather than imposing our own. Any proposed deviation goes through your architecture governance with a written rationale.',
          },
          {
            question: 'How do you handle security reviews and vendor due diligence?',
            answer:
              'We complete security questionnaires, share our policies on access control, device management and secure development, and sign data processing agreements where needed. Our engineers work on company-managed machines, use least-privilege access to your environments, and never copy production data to local devices.',
          },
          {
            question: 'Can you modernize a legacy enterprise system without stopping the business?',
            answer:
              'We usually apply the strangler pattern: new modules are built alongside the legacy system and traffic is moved over one capability at a time. Data stays synchronized during the transition, so users keep working while the old platform is gradually retired.',
          },
          {
            question: 'What team structure do you provide for enterprise projects?',
            answer:
              'A typical team includes a delivery manager, solution architect, business analyst, four to eight developers, QA engineers and a DevOps engineer. Team size scales with program phases, and we can overlap with your time zone through our Wilmington office and India-based engineers.',
          },
          {
            question: 'Do you sign NDAs and transfer intellectual property for enterprise work?',
            answer:
              'Yes. We sign mutual non-disclosure agreements before detailed discussions, and our contracts assign all intellectual property in the code, designs and documentation to you upon payment. Third-party and open-source components are listed with their licenses so your legal team can review them.',
          },
        ],
        meta: {
          title: 'Enterprise Application Development | NimbleForge',
          description:
            'Enterprise application development with SSO, legacy system integration, compliance documentation and phased rollouts, delivered by NimbleForge teams.',
          keywords: [
            'enterprise application development',
            'enterprise software development company',
            'legacy system modernization',
            'enterprise portal development',
            'custom enterprise software',
          ],
        },
      },
    },
    {
      slug: 'custom-cms-lms-solution',
      name: 'Custom CMS & LMS Solutions',
      description:
        'Content and learning platforms that make publishing, courses and reporting simple for your team.',
      icon: 'BookOpen',
      page: {
        promise:
          'Publish content and deliver training on platforms your editors and learners actually enjoy.',
        intro: [
          'A content or learning platform succeeds when the people updating it every day find it easy. We build custom content management systems and learning management systems, or tailor headless and open-source platforms, so editors can publish without developer help, instructors can assemble courses quickly and administrators get the completion and engagement reports they need.',
          'Typical projects include multilingual corporate websites, content hubs for publishers, employee onboarding academies, compliance training portals and paid course platforms for education businesses and professional bodies. We handle content modeling, SCORM and xAPI support, payments, certificates and migration from your current platform, keeping URLs and search rankings intact wherever possible.',
        ],
        deliverables: [
          {
            title: 'Content model and editor setup',
            text: 'Structured content types, reusable blocks, editorial workflows and preview environments, configured so marketers and editors can create pages consistently without breaking the design.',
          },
          {
            title: 'Course builder and learner portal',
            text: 'Tools for instructors to assemble lessons from video, documents, quizzes and assignments, plus a learner dashboard showing progress, deadlines and recommended next courses on any device.',
          },
          {
            title: 'SCORM and xAPI support',
            text: 'Import and tracking of SCORM 1.2, SCORM 2004 and xAPI packages from your existing authoring tools, with completion and score data flowing into learner records and reports.',
          },
          {
            title: 'Assessments and certificates',
            text: 'Question banks, timed quizzes, graded assignments and automatically issued certificates with verification links, plus expiry reminders for recurring compliance training.',
          },
          {
            title: 'Commerce and enrollment',
            text: 'Course catalog, pricing, coupons, subscriptions and group licenses connected to Stripe or Razorpay, with automated enrollment once a payment or manager approval is confirmed.',
          },
          {
            title: 'Content and learner migration',
            text: 'Pages, media, users, enrollments and completion history moved from your current CMS or LMS, with redirect maps that protect existing links and search traffic.',
          },
        ],
        process: [
          {
            title: 'Content and audience audit',
            text: 'We review your existing content, courses and reader or learner data, interview editors and instructors, and decide what to keep, restructure, retire or migrate.',
          },
          {
            title: 'Platform selection',
            text: 'We compare a fully custom build against headless or open-source options such as Strapi or Moodle, recommending the approach that fits your budget, scale and editorial needs.',
          },
          {
            title: 'Modeling and design',
            text: 'We define content types, taxonomies, course structures and user roles, then design templates and learner screens that stay consistent however editors combine the building blocks.',
          },
          {
            title: 'Build and integrate',
            text: 'We develop the platform, connect single sign-on, HR systems, payment gateways and video hosting, and test publishing and course workflows with your editors and instructors.',
          },
          {
            title: 'Migrate and train',
            text: 'We migrate content and learners, set up redirects, train editors, instructors and administrators in short role-based sessions, then monitor the first weeks of real use.',
          },
        ],
        technologies: [
          'Strapi',
          'Sanity',
          'WordPress',
          'Moodle',
          'Next.js',
          'React',
          'Node.js',
          'PostgreSQL',
          'SCORM',
          'xAPI',
          'Mux',
          'Amazon S3',
        ],
        outcomes: [
          {
            title: 'Editors publish independently',
            text: 'Marketing and content teams create and update pages themselves in minutes, removing the developer queue for routine changes and keeping campaigns, news and product information current.',
          },
          {
            title: 'Higher course completion',
            text: 'Clear learner dashboards, mobile-friendly lessons and automatic reminders typically lift completion rates for mandatory training, while managers see at a glance who still needs to finish.',
          },
          {
            title: 'Training that scales cheaply',
            text: 'Onboarding and compliance courses reach every new hire or customer without extra trainer hours, and adding learners costs far less than running repeated in-person sessions.',
          },
        ],
        faqs: [
          {
            question: 'Should we use a headless CMS or a traditional one?',
            answer:
              'A headless CMS suits you if content must appear on a website, mobile app and other channels, or if you want a fast, modern front end. A traditional CMS can be simpler and cheaper for a single marketing site. We recommend an approach based on your channels, team skills and budget.',
          },
          {
            question: 'Can you build an LMS on top of Moodle rather than from scratch?',
            answer:
              'Yes. Moodle is a strong foundation for many academic and corporate training needs, and we build custom themes, plugins and integrations for it. When your requirements are unusual, such as a branded learning marketplace or deep product integration, a custom LMS can be more efficient.',
          },
          {
            question: 'Will our existing SCORM courses work on the new platform?',
            answer:
              'In most cases, yes. We test a sample of your SCORM and xAPI packages early in the project, confirm that completion, scoring and bookmarking behave correctly, and fix or flag any packages that rely on nonstandard behavior before migration.',
          },
          {
            question: 'How do you protect search rankings when migrating a website CMS?',
            answer:
              'We crawl the existing site, map every indexed URL to its new address, implement permanent redirects, and carry over page titles, descriptions and structured data. After launch we monitor search console data and crawl errors for several weeks and fix any gaps quickly.',
          },
          {
            question: 'Can learners sign in to the LMS with our company accounts?',
            answer:
              'Yes. We connect the platform to Microsoft Entra ID, Google Workspace or another identity provider using SAML or OpenID Connect. Employees sign in with existing credentials, and accounts can be created, updated or deactivated automatically when HR records change.',
          },
        ],
        meta: {
          title: 'Custom CMS & LMS Development | NimbleForge',
          description:
            'Custom CMS and LMS development: headless content platforms, Moodle customization, SCORM course delivery and careful migration, built by NimbleForge.',
          keywords: [
            'custom cms development',
            'custom lms development',
            'headless cms development',
            'moodle customization',
            'learning management system development',
            'elearning platform development',
          ],
        },
      },
    },
    {
      slug: 'saas-application-development',
      name: 'SaaS Application Development',
      description:
        'Multi-tenant SaaS products with subscriptions, onboarding and analytics, from MVP to scale.',
      icon: 'Cloud',
      page: {
        promise:
          'Launch a subscription product that onboards customers smoothly and scales as revenue grows.',
        intro: [
          'Building a SaaS product means solving problems that ordinary web projects never face: tenant isolation, subscription billing, self-service onboarding, usage limits and zero-downtime releases for customers who depend on you every day. We help founders and product teams design and build SaaS applications that win paying customers quickly without painting themselves into an architectural corner.',
          'We can start with a lean minimum viable product to validate pricing and demand, or re-architect an existing single-customer application into a true multi-tenant platform. Either way, we put analytics, feature flags and automated deployments in place early, so your team learns from real usage and ships improvements several times a week.',
        ],
        deliverables: [
          {
            title: 'Multi-tenant architecture',
            text: 'A tenancy model chosen for your market, whether shared schema, schema per tenant or dedicated databases, with strict data isolation enforced in code and tested automatically on every release.',
          },
          {
            title: 'Subscription billing',
            text: 'Plans, trials, seat or usage-based pricing, proration, invoices and dunning, built on Stripe Billing or Chargebee, so revenue operations run without manual work.',
          },
          {
            title: 'Self-service onboarding',
            text: 'Sign-up, email verification, team invitations, guided setup checklists and sample data that help new accounts reach their first meaningful result within minutes of registering.',
          },
          {
            title: 'Admin and tenant console',
            text: 'An internal console for your staff to manage accounts, impersonate users for support with full audit logs, adjust plans and feature flags, and view account health.',
          },
          {
            title: 'Product analytics instrumentation',
            text: 'Event tracking for activation, feature adoption, retention and churn signals, wired to tools such as PostHog or Mixpanel, giving product decisions real data instead of opinion.',
          },
          {
            title: 'Scalable cloud infrastructure',
            text: 'Infrastructure defined as code with autoscaling, managed databases, backups and separate staging and production environments, sized for current customers with a clear path to ten times the load.',
          },
        ],
        process: [
          {
            title: 'Product and pricing discovery',
            text: 'We clarify your target customer, core workflow, pricing model and competitors, then define the smallest product that lets customers pay and gives you meaningful feedback.',
          },
          {
            title: 'Tenancy architecture',
            text: 'We decide tenancy, authentication, billing and data residency approaches up front, because these choices are expensive to change once customers are storing data in the platform.',
          },
          {
            title: 'MVP build',
            text: 'We build the core workflow, billing and onboarding in short sprints, releasing to a private beta group early so real users shape the product before public launch.',
          },
          {
            title: 'Launch and instrument',
            text: 'We open sign-ups, monitor activation funnels and errors in real time, and run quick fixes and experiments on the onboarding steps where new accounts stall.',
          },
          {
            title: 'Scale and harden',
            text: 'As customers grow, we add enterprise features such as SSO, audit logs and role management, tune database performance and prepare for SOC 2 readiness where buyers require it.',
          },
        ],
        technologies: [
          'Next.js',
          'React',
          'TypeScript',
          'Node.js',
          'Python',
          'PostgreSQL',
          'Stripe Billing',
          'Auth0',
          'Terraform',
          'AWS',
          'PostHog',
        ],
        outcomes: [
          {
            title: 'Revenue sooner',
            text: 'A focused MVP with billing built in means you can start charging early customers within a few months and use their payments and feedback to guide the roadmap.',
          },
          {
            title: 'Room to grow',
            text: 'A sound tenancy model and automated infrastructure let you onboard larger customers and handle higher traffic without a costly rewrite just as the business starts gaining momentum.',
          },
          {
            title: 'Decisions backed by data',
            text: 'Activation, retention and feature usage metrics show which parts of the product earn their keep, so your team spends its effort where customers actually find value.',
          },
        ],
        faqs: [
          {
            question: 'How long does it take to launch a SaaS MVP?',
            answer:
              'A focused SaaS MVP with one core workflow, onboarding and billing usually takes 12 to 16 weeks. After a short discovery phase we give you a fixed-scope estimate and actively help you cut features that are not essential for winning the first paying customers.',
          },
          {
            question: 'Which tenancy model is right for our SaaS product?',
            answer:
              'A shared database with tenant identifiers is cost-efficient and suits most products with many small accounts. Separate schemas or databases make sense when customers demand stronger isolation, specific data residency or very different data volumes. We often combine models, offering dedicated databases on enterprise plans.',
          },
          {
            question: 'Can you convert our single-client software into a SaaS platform?',
            answer:
              'Yes. We assess the current codebase, add tenant context to data access, externalize per-client configuration, and introduce self-service onboarding and billing. The migration is staged, so existing customers move onto the shared platform gradually without losing data or facing long outages.',
          },
          {
            question: "How do you keep one SaaS customer's data away from another's?",
            answer:
              "Every request is scoped to a tenant, data is encrypted in transit and at rest, and automated tests check that one tenant can never read another tenant's records. Audit logs, SSO and role-based permissions satisfy typical enterprise security reviews.",
          },
          {
            question: 'Do you help with SaaS pricing and payments setup?',
            answer:
              'We advise on packaging and pricing mechanics from an engineering perspective, such as per-seat versus usage-based billing, free trials and annual discounts, and implement them in Stripe or Chargebee. Taxes, invoices, failed-payment recovery and plan changes are automated so finance work stays light.',
          },
        ],
        meta: {
          title: 'SaaS Application Development Company | NimbleForge',
          description:
            'SaaS application development from MVP to scale: multi-tenant architecture, subscription billing, self-service onboarding and product analytics by NimbleForge.',
          keywords: [
            'saas application development',
            'saas development company',
            'multi-tenant saas architecture',
            'saas mvp development',
            'subscription billing integration',
          ],
        },
      },
    },
    {
      slug: 'microservices',
      name: 'Microservices Architecture',
      description:
        'Break monoliths into independently deployable services that scale and release without bottlenecks.',
      icon: 'Boxes',
      page: {
        promise:
          'Independent services that let each team release faster and scale only what needs it.',
        intro: [
          'When a single codebase grows to the point where every release needs a freeze and one slow module drags the whole system down, microservices can restore speed. We design service boundaries around business capabilities, set up reliable communication between them and give each service its own pipeline, data store and monitoring.',
          'Microservices are not always the answer, and we will tell you when a well-structured modular monolith serves you better. Where the split is justified, we migrate gradually, extracting one capability at a time behind an API gateway, so customers never experience a risky big-bang rewrite and your team learns the new operating model step by step.',
        ],
        deliverables: [
          {
            title: 'Domain and service map',
            text: 'A domain-driven design map of bounded contexts, service responsibilities, data ownership and dependencies, agreed with your architects before any code is split out of the existing system.',
          },
          {
            title: 'Service templates',
            text: 'Reusable starter templates with logging, health checks, configuration, tracing and security defaults, so every new service is production-ready from its first commit and looks familiar to every engineer.',
          },
          {
            title: 'Event and messaging backbone',
            text: 'Asynchronous messaging with Kafka or RabbitMQ, including event schemas, versioning rules, dead-letter handling and idempotent consumers that keep data consistent across services.',
          },
          {
            title: 'API gateway and service mesh',
            text: 'A gateway handling routing, authentication, rate limiting and versioning for external clients, with an optional service mesh for encrypted, observable traffic between internal services.',
          },
          {
            title: 'Kubernetes platform and pipelines',
            text: 'Container orchestration, Helm charts and independent CI/CD pipelines per service, with canary or blue-green deployments so each team releases on its own schedule safely.',
          },
          {
            title: 'Observability stack',
            text: 'Centralized logs, metrics and distributed traces with dashboards and alerts per service, making it possible to follow a single request across the system and find failures in minutes.',
          },
        ],
        process: [
          {
            title: 'Architecture assessment',
            text: 'We analyze your current system, release pain points, scaling bottlenecks and team structure to decide whether microservices, a modular monolith or a hybrid approach fits best.',
          },
          {
            title: 'Boundary design',
            text: 'Through event storming workshops with your domain experts, we identify bounded contexts and define which service owns which data and which events it publishes.',
          },
          {
            title: 'Platform foundations',
            text: 'We build the container platform, gateway, messaging, observability and deployment pipelines first, so extracted services land on solid ground instead of improvised infrastructure.',
          },
          {
            title: 'Incremental extraction',
            text: 'Capabilities are peeled off the monolith one at a time using the strangler pattern, with traffic shifted gradually and the old code path kept ready for quick rollback.',
          },
          {
            title: 'Team enablement',
            text: 'We pair with your engineers, document ownership and on-call practices, and hand over services to the teams that will run them, along with runbooks and service-level objectives.',
          },
        ],
        technologies: [
          'Kubernetes',
          'Docker',
          'Helm',
          'Apache Kafka',
          'RabbitMQ',
          'gRPC',
          'Istio',
          'Go',
          'Spring Boot',
          'OpenTelemetry',
          'Prometheus',
          'Grafana',
        ],
        outcomes: [
          {
            title: 'Independent release cycles',
            text: 'Teams deploy their own services several times a day without coordinating a company-wide release, which shortens the time from a finished feature to customers using it.',
          },
          {
            title: 'Targeted scaling',
            text: 'Only the busy parts of the system, such as search or checkout, scale up during peaks, often cutting infrastructure spend compared with scaling an entire monolith.',
          },
          {
            title: 'Contained failures',
            text: 'Timeouts, circuit breakers and isolated data stores keep a fault in one service from cascading, so the rest of your product keeps working while the issue is fixed.',
          },
        ],
        faqs: [
          {
            question: 'How do we know if we actually need microservices?',
            answer:
              'Good signals include several teams blocking each other on shared releases, parts of the system with very different scaling needs, and a codebase too large for anyone to understand end to end. If you have a small team and a young product, a modular monolith is usually faster and cheaper.',
          },
          {
            question: 'Will moving to microservices disrupt our live product?',
            answer:
              'No big-bang cut-over is involved. We route traffic through a gateway, extract one capability at a time and keep the original implementation available until the new service has proven itself in production. Customers continue using the product normally throughout the migration.',
          },
          {
            question: 'How do you keep data consistent across microservices?',
            answer:
              'Each service owns its data, and changes propagate through published events rather than shared database tables. For multi-step business transactions we use saga patterns with compensating actions, and the outbox pattern ensures an event is never lost when a database update succeeds.',
          },
          {
            question: "Doesn't running many services increase operational overhead?",
            answer:
              'It can, which is why we invest in shared templates, automated pipelines, centralized observability and clear ownership before the number of services grows. With those foundations in place, each additional service adds little effort, and on-call engineers can diagnose problems from one set of dashboards.',
          },
          {
            question: 'Which programming languages can our microservices use?',
            answer:
              'Services can use different languages where there is a good reason, though we recommend a small approved set to keep hiring and maintenance simple. Go, Java with Spring Boot, Node.js and Python are common choices, all sharing the same contracts, observability conventions and deployment pipeline.',
          },
        ],
        meta: {
          title: 'Microservices Architecture & Development | NimbleForge',
          description:
            'Microservices architecture and migration services: domain-driven design, Kubernetes, Kafka messaging and observability, delivered incrementally by NimbleForge.',
          keywords: [
            'microservices architecture',
            'microservices development',
            'monolith to microservices migration',
            'kubernetes consulting',
            'event-driven architecture',
          ],
        },
      },
    },
    {
      slug: 'api-integration-development',
      name: 'API Integration & Development',
      description:
        'Reliable APIs and integrations that connect your applications, partners and third-party services.',
      icon: 'Plug',
      page: {
        promise:
          'Connect every system you rely on through APIs that are documented, secure and dependable.',
        intro: [
          'Most businesses run on a dozen or more systems that were never designed to talk to each other, leaving staff to copy data between screens. We build the APIs and integrations that connect your applications, payment providers, logistics partners, marketplaces and internal databases, so information flows automatically and each system stays accurate.',
          'We also design public and partner APIs for companies that want others to build on their platform, covering resource design, versioning, authentication, rate limits and developer documentation clear enough that partners integrate without weeks of email. Every integration we ship is monitored, so a broken connection raises an alert instead of quietly corrupting data.',
        ],
        deliverables: [
          {
            title: 'API specification',
            text: 'An OpenAPI or GraphQL schema agreed with consumers before implementation, covering resources, errors, pagination and versioning, and used to generate mock servers for parallel front-end and partner work.',
          },
          {
            title: 'Production API services',
            text: 'Implemented endpoints with input validation, consistent error responses, caching and rate limiting, deployed behind a gateway and load tested against the traffic you expect from customers and partners.',
          },
          {
            title: 'Third-party integrations',
            text: 'Connectors to payment gateways, CRMs, ERPs, shipping carriers, marketplaces, messaging services and government systems, built on official APIs with webhooks, retries and reconciliation jobs.',
          },
          {
            title: 'Authentication and API security',
            text: 'OAuth 2.0 and OpenID Connect flows, scoped API keys, mutual TLS where required, and protection against the common threats listed in the OWASP API Security Top 10.',
          },
          {
            title: 'Developer portal and docs',
            text: 'Interactive reference documentation, quick-start guides, code samples and a sandbox environment so internal teams and external partners can make their first successful call within an hour.',
          },
          {
            title: 'Integration monitoring',
            text: 'Dashboards and alerts for failed calls, latency, webhook delivery and sync backlogs, with replay tools that let support staff reprocess failed messages without engineering help.',
          },
        ],
        process: [
          {
            title: 'Systems inventory',
            text: 'We list the systems involved, the data each one owns, available APIs, authentication methods and rate limits, and identify where manual copying or nightly exports happen today.',
          },
          {
            title: 'Contract design',
            text: 'We draft the API specification or integration mapping with every team that will consume it, resolving naming, data formats and error handling before development begins.',
          },
          {
            title: 'Build and sandbox testing',
            text: 'Developers implement endpoints and connectors against partner sandboxes, with contract tests that fail the build if an API changes in a way that would break a consumer.',
          },
          {
            title: 'Security and load review',
            text: 'We test authentication, authorization and input handling against the OWASP API list, then run load tests to confirm latency and throughput targets under realistic peaks.',
          },
          {
            title: 'Go-live and monitoring',
            text: 'We enable integrations in stages, reconcile records between systems during the first days, and hand over dashboards, alert rules and replay procedures to your support team.',
          },
        ],
        technologies: [
          'REST',
          'GraphQL',
          'OpenAPI',
          'Node.js',
          'Python',
          'FastAPI',
          'Kong',
          'Apache Kafka',
          'OAuth 2.0',
          'Postman',
          'Redis',
        ],
        outcomes: [
          {
            title: 'No more double entry',
            text: 'Orders, customers, inventory and payments sync automatically between systems, removing copy-and-paste work and the errors that come with it, and giving every team the same up-to-date figures.',
          },
          {
            title: 'Faster partner onboarding',
            text: 'Clear documentation, sandboxes and stable versioning let partners and developers integrate in days rather than weeks, opening new sales channels with less support effort.',
          },
          {
            title: 'Failures you can see',
            text: 'Monitoring and replay tools surface broken connections within minutes, so problems are fixed before customers notice missing orders, stale prices or undelivered notifications.',
          },
        ],
        faqs: [
          {
            question: 'Should our API be REST or GraphQL?',
            answer:
              'REST is simpler to cache, widely understood and ideal for public and partner APIs with stable resources. GraphQL shines when many different front ends need flexible data from several sources in one request. Some products benefit from both, and we help you choose based on who will consume the API.',
          },
          {
            question: 'Can you integrate with a system that has no API?',
            answer:
              'Often, yes. Depending on the system we can use database-level connectors, scheduled file exchanges over SFTP, email parsing or, as a last resort, carefully monitored browser automation. We explain the reliability trade-offs of each option and recommend replacing fragile approaches once a proper API becomes available.',
          },
          {
            question: 'How do you version APIs without breaking existing clients?',
            answer:
              'We prefer additive changes that keep old clients working, and introduce a new version only for breaking changes. Old versions receive a published deprecation schedule, usage tracking shows who still calls them, and contract tests confirm that existing consumers keep working after each release.',
          },
          {
            question: 'What happens to our integrations when a third-party API goes down?',
            answer:
              'Our integrations queue outgoing requests, retry with exponential backoff and alert your team when failures persist. Once the provider recovers, queued messages are processed in order and reconciliation jobs compare records on both sides, so nothing is silently lost during the outage.',
          },
          {
            question: 'Do you maintain API integrations after launch?',
            answer:
              'Yes. Third-party providers change their APIs, deprecate endpoints and rotate credentials, so we offer maintenance plans that track provider announcements, update connectors ahead of deadlines, renew certificates and respond to integration alerts within agreed response times.',
          },
        ],
        meta: {
          title: 'API Integration & Development Services | NimbleForge',
          description:
            'API development and third-party integration services: REST and GraphQL design, secure authentication, developer docs and monitored data sync by NimbleForge.',
          keywords: [
            'api integration services',
            'api development company',
            'third-party api integration',
            'rest api development',
            'graphql api development',
            'system integration services',
          ],
        },
      },
    },
  ],
};
