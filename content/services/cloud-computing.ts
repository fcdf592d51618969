import type { Category } from '@/content/types';

export const category: Category = {
  slug: 'cloud-computing',
  name: 'Cloud Computing',
  description:
    'Cloud strategy, migration, DevOps, security and serverless engineering on AWS, Azure and Google Cloud.',
  icon: 'Cloud',
  hub: {
    intro: [
      'Moving to the cloud is rarely the hardest part. Running it well, month after month, is. We help startups, SMEs and enterprises plan, build and operate cloud platforms that stay fast, secure and affordable long after launch day. Since 2011, our engineers in Bangalore, Hyderabad and Wilmington have moved on-premise systems, aging data centers and fast-growing SaaS products onto AWS, Azure and Google Cloud, then stayed on to keep them healthy. Whether you need a roadmap, a migration, a delivery pipeline or a managed service, you work with one accountable team.',
      "Our cloud work covers the full lifecycle. We start with a clear assessment of your workloads, costs and compliance obligations, then design a target architecture that fits your business rather than a vendor's sales deck. From there we migrate in planned waves, codify every environment as infrastructure as code, automate builds and deployments, and harden security from identity to the network edge. Where it makes sense, we move event-driven workloads to serverless services so you pay only for the code that actually runs.",
      'Cloud decisions have long tails, so we make them carefully. We work with companies in healthcare, fintech, retail, logistics, education, real estate and manufacturing, where uptime, audit trails and data residency are not optional extras. Every engagement ends with documentation, runbooks and dashboards your own people can use, and our 100% support commitment means someone who already knows your environment is reachable whenever something needs attention.',
    ],
    whyUs: [
      {
        title: 'Multi-cloud, no bias',
        text: 'Our engineers work daily across AWS, Azure and Google Cloud, and we earn no commissions from any provider. Recommendations follow your workloads, skills and budget, so you end up on the platform that suits you rather than the one a reseller is promoting this quarter.',
      },
      {
        title: 'Everything as code',
        text: 'Every network, cluster, pipeline and policy we build is written in Terraform, Bicep or similar tools and kept in version control. Environments can be rebuilt, reviewed and audited, and nothing depends on someone remembering which console button they clicked two years ago.',
      },
      {
        title: 'Cost treated as a feature',
        text: 'We tag resources, set budgets and review spend from the first sprint, not after an unpleasant invoice. Rightsizing, reserved capacity and autoscaling are part of the design, and you receive plain reports that show where the money goes and what we changed.',
      },
      {
        title: 'Security from day one',
        text: 'Identity, encryption, logging and least-privilege access are designed in from the start. We map controls to the frameworks your industry expects, such as HIPAA, PCI DSS or SOC 2, so audits rely on evidence you already collect instead of a last-minute rush.',
      },
    ],
    meta: {
      title: 'Cloud Computing Services | NimbleForge',
      description:
        'Cloud computing services from NimbleForge: strategy, migration, DevOps, managed infrastructure, security and serverless on AWS, Azure and Google Cloud.',
      keywords: [
        'cloud computing services',
        'cloud consulting company',
        'cloud migration and devops',
        'managed cloud services',
        'aws azure google cloud partner',
      ],
    },
  },
  subServices: [
    {
      slug: 'cloud-strategy-consulting',
      name: 'Cloud Strategy Consulting',
      description:
        'Assess your workloads and get a costed, practical roadmap for adopting the cloud.',
      icon: 'Compass',
      page: {
        promise: 'A cloud roadmap grounded in your workloads, budget and team, not vendor hype.',
        intro: [
          'Many cloud programs stall because they begin with a platform choice instead of a business question. Our cloud strategy consulting starts with what you need to achieve: lower hosting costs, faster releases, new regions, stronger resilience or an exit from an expiring data center contract. We interview stakeholders, inventory your applications and data, and measure what your current estate really costs to run, so every recommendation rests on evidence.',
          "The result is a roadmap that your board and your engineers can both follow. It names which workloads move first, which should be rebuilt, retired or left where they are, which provider and services fit, and what the transition will cost month by month. We also look honestly at your team's skills and tell you where to hire, train or lean on a partner.",
        ],
        deliverables: [
          {
            title: 'Application portfolio assessment',
            text: 'A scored inventory of every application, database and integration, recording dependencies, data sensitivity, technical debt and business criticality so migration decisions rest on facts rather than assumptions.',
          },
          {
            title: 'Total cost of ownership model',
            text: 'A side-by-side comparison of current hosting costs against projected cloud spend over three to five years, including licensing, data transfer, support plans and the people needed to run it.',
          },
          {
            title: 'Provider recommendation',
            text: 'A reasoned choice between AWS, Azure, Google Cloud or a hybrid mix, based on your existing licenses, compliance needs, regional presence and the managed services your workloads would actually use.',
          },
          {
            title: 'Target architecture blueprint',
            text: 'Reference diagrams for accounts, networking, identity, environments and shared services, describing the landing zone your workloads will live in and the guardrails that keep it consistent as you grow.',
          },
          {
            title: 'Phased adoption roadmap',
            text: 'A sequenced plan of migration waves and modernization projects with timelines, owners, budgets and exit criteria, tied to business milestones so progress can be tracked at board level.',
          },
          {
            title: 'Governance and skills plan',
            text: "Recommended policies for tagging, budgets and access, plus a frank review of your team's cloud skills with a training, hiring or partnering plan to close the gaps.",
          },
        ],
        process: [
          {
            title: 'Discovery workshops',
            text: 'We run structured sessions with leadership, engineering, security and finance to capture goals, constraints, compliance duties and the pain points that make cloud adoption worth doing now.',
          },
          {
            title: 'Estate assessment',
            text: 'Using discovery tools and interviews, we map servers, applications, data flows and utilization, then classify each workload as rehost, replatform, refactor, repurchase, retire or retain.',
          },
          {
            title: 'Options and costing',
            text: 'We model two or three realistic scenarios, price each with provider calculators and our own delivery estimates, and walk you through the risks and tradeoffs of every option.',
          },
          {
            title: 'Roadmap and handover',
            text: 'You receive the final strategy, architecture and roadmap documents plus an executive briefing, and we stay available for questions while your team or ours begins execution.',
          },
        ],
        technologies: [
          'AWS Cloud Adoption Framework',
          'Microsoft Cloud Adoption Framework',
          'Google Cloud Architecture Framework',
          'AWS Migration Evaluator',
          'Azure Migrate',
          'Google Cloud Migration Center',
          'Terraform',
          'Lucidchart',
        ],
        outcomes: [
          {
            title: 'Decisions you can defend',
            text: 'Every recommendation traces back to measured utilization, real costs and stated business goals, so the plan holds up under scrutiny from finance, auditors and technical reviewers alike.',
          },
          {
            title: 'Fewer budget surprises',
            text: 'Because licensing, data transfer and staffing costs are modeled up front, your first-year cloud budget reflects what you will really spend instead of an optimistic list-price estimate.',
          },
        ],
        faqs: [
          {
            question: 'How long does a cloud strategy engagement usually take?',
            answer:
              'Most assessments take four to eight weeks, depending on the number of applications and how quickly stakeholders are available. A focused review of a single product can finish in two to three weeks, while a large enterprise estate with hundreds of servers may need a longer, phased discovery.',
          },
          {
            question: 'Will you recommend a particular cloud provider by default?',
            answer:
              'No. We work across AWS, Azure and Google Cloud and earn nothing from steering you toward any of them. Existing Microsoft licensing, data residency rules, in-house skills and the managed services you need usually decide the answer, and occasionally a hybrid or multi-cloud setup is justified.',
          },
          {
            question: 'Do we have to hire NimbleForge to carry out the cloud roadmap?',
            answer:
              'Not at all. The roadmap is written so any competent team can execute it, including your own engineers. Many clients do ask us to handle the migration afterward, but the strategy work is priced and delivered as a standalone engagement with no obligation attached.',
          },
          {
            question: 'What information do you need from us to start a cloud assessment?',
            answer:
              'Access to your infrastructure inventory or monitoring tools, recent hosting and licensing invoices, architecture diagrams if they exist, and time with the people who own key applications. If documentation is thin, we use automated discovery tools to fill in the gaps.',
          },
        ],
        meta: {
          title: 'Cloud Strategy Consulting Services | NimbleForge',
          description:
            'Cloud strategy consulting from NimbleForge: workload assessment, TCO modeling, provider selection and a phased roadmap for AWS, Azure or Google Cloud.',
          keywords: [
            'cloud strategy consulting',
            'cloud readiness assessment',
            'cloud adoption roadmap',
            'cloud tco analysis',
            'cloud provider selection',
          ],
        },
      },
    },
    {
      slug: 'cloud-migration-services',
      name: 'Cloud Migration Services',
      description:
        'Move applications, databases and entire data centers to the cloud with minimal downtime.',
      icon: 'CloudUpload',
      page: {
        promise:
          'Move your applications and data to the cloud safely, with downtime measured in minutes.',
        intro: [
          'A migration touches everything at once: servers, databases, DNS, integrations, user access and the people who depend on them. Our cloud migration services reduce that risk by moving workloads in small, rehearsed waves instead of one big weekend cutover. Each wave has a tested runbook, a rollback plan and agreed success checks, so your business keeps running while the estate underneath it changes.',
          'We handle lift-and-shift rehosting where speed matters most, and replatforming where a modest change pays off quickly, such as moving self-managed databases onto managed services or packaging applications into containers. Data is replicated continuously ahead of cutover, so the final switch takes minutes rather than days. Once workloads land, we tune sizing and costs, then decommission old infrastructure so you stop paying twice.',
        ],
        deliverables: [
          {
            title: 'Migration wave plan',
            text: 'Applications grouped into waves by dependency and risk, each with a schedule, owners, a communication plan and business sign-off, so nobody is surprised when their system moves.',
          },
          {
            title: 'Landing zone setup',
            text: 'A production-ready cloud foundation with accounts or subscriptions, networking, identity federation, logging and baseline security controls, built in code before the first workload arrives.',
          },
          {
            title: 'Cutover and rollback runbooks',
            text: 'Step-by-step instructions for every wave covering pre-checks, data synchronization, DNS changes, smoke tests and a timed rollback path, rehearsed in a staging environment beforehand.',
          },
          {
            title: 'Database migration',
            text: 'Schema conversion, continuous replication and validated cutover for SQL Server, Oracle, MySQL and PostgreSQL databases, with row-count and checksum comparisons before the old system is retired.',
          },
          {
            title: 'Post-migration optimization report',
            text: 'A review of each migrated workload after two to four weeks of real traffic, with rightsizing applied, reservations recommended and performance compared against the pre-migration baseline.',
          },
          {
            title: 'Decommissioning checklist',
            text: 'A controlled shutdown plan for retired servers, storage and licenses, including final backups, data disposal records and contract terminations so legacy costs genuinely stop.',
          },
        ],
        process: [
          {
            title: 'Discover and baseline',
            text: 'We collect performance, utilization and dependency data from your current environment for several weeks, establishing the baseline that later proves migrated systems perform as well or better.',
          },
          {
            title: 'Pilot migration',
            text: 'A low-risk application moves first to validate the landing zone, tooling, runbook format and team handoffs, and lessons from the pilot feed into every remaining wave.',
          },
          {
            title: 'Wave execution',
            text: 'Each wave follows its runbook: replicate data, freeze changes, cut over during an agreed window, run smoke and user tests, then monitor closely through a defined hypercare period.',
          },
          {
            title: 'Optimize and retire',
            text: 'With workloads stable, we rightsize resources, apply savings plans or reservations, update documentation and shut down old infrastructure once you confirm everything runs correctly.',
          },
        ],
        technologies: [
          'AWS Application Migration Service',
          'AWS Database Migration Service',
          'Azure Migrate',
          'Azure Database Migration Service',
          'Google Cloud Migrate to Virtual Machines',
          'Terraform',
          'Ansible',
          'Docker',
          'PostgreSQL',
        ],
        outcomes: [
          {
            title: 'Predictable cutovers',
            text: 'Rehearsed runbooks and continuous replication keep most planned cutover windows under an hour, and a tested rollback path means an unexpected issue costs a delay rather than an outage.',
          },
          {
            title: 'Lower running costs',
            text: 'Rightsizing and retiring idle servers after migration typically trims 15-30% from the compute footprint compared with a straight copy of the on-premise estate.',
          },
        ],
        faqs: [
          {
            question: 'How much downtime should we expect during a cloud migration?',
            answer:
              'For most applications, continuous replication lets us limit the final cutover to a short maintenance window, often under an hour. Legacy systems that cannot replicate live may need longer, and we agree those windows with you in advance, usually scheduling them overnight or on a weekend.',
          },
          {
            question: 'Should we rehost applications as-is or modernize them while migrating?',
            answer:
              'It depends on your deadlines and the application. Rehosting is fastest when a data center contract is ending. Replatforming, such as moving to managed databases, often pays back quickly. Deep refactoring is usually better done after migration, once the workload is stable and your team knows the new platform.',
          },
          {
            question: 'How do you protect data integrity when moving databases to the cloud?',
            answer:
              'We replicate continuously, then compare row counts, checksums and sample queries between source and target before cutover. Applications are tested against the migrated data in staging, and the source database stays read-only for an agreed period so nothing is lost if we need to roll back.',
          },
          {
            question:
              'Can you migrate workloads between cloud providers, not just from on-premise?',
            answer:
              'Yes. We regularly move workloads from one provider to another, for example from AWS to Azure after a licensing change, or consolidate several providers into one. The approach stays the same: map dependencies, build the target landing zone, replicate data and cut over in planned waves.',
          },
        ],
        meta: {
          title: 'Cloud Migration Services | NimbleForge',
          description:
            'Cloud migration services by NimbleForge: wave planning, landing zones, database replication and rehearsed cutovers to AWS, Azure or Google Cloud.',
          keywords: [
            'cloud migration services',
            'data center migration',
            'aws migration',
            'azure migration',
            'database migration to cloud',
            'lift and shift migration',
          ],
        },
      },
    },
    {
      slug: 'cloud-infrastructure-management',
      name: 'Cloud Infrastructure Management',
      description:
        'Round-the-clock monitoring, patching, backups and cost control for your cloud environments.',
      icon: 'Server',
      page: {
        promise:
          'Cloud infrastructure that stays patched, monitored, backed up and within budget, every day.',
        intro: [
          'Launching infrastructure is a project; running it is a daily discipline. Our cloud infrastructure management service takes over the routine work that quietly consumes engineering time: monitoring, alert triage, patching, backups, capacity planning and access reviews. We operate your environments on AWS, Azure or Google Cloud to agreed service levels, with a named team that learns your architecture and your business calendar, including the seasonal peaks that matter most.',
          'Everything we manage is defined as code and tracked in version control, so changes are reviewed, repeatable and easy to audit. You get a monthly report covering availability, incidents, security findings and spend, along with the specific actions we took. Your developers stay focused on product work, and you keep full ownership of the accounts, credentials and documentation at all times.',
        ],
        deliverables: [
          {
            title: '24/7 monitoring and alerting',
            text: 'Dashboards and alert rules for compute, databases, queues and endpoints, with on-call engineers who acknowledge critical alerts within agreed response times and escalate to your team when needed.',
          },
          {
            title: 'Patch and update management',
            text: 'Scheduled operating system, runtime and managed service upgrades applied in maintenance windows, tested in lower environments first, with records kept for compliance and audit requests.',
          },
          {
            title: 'Backup and disaster recovery',
            text: 'Automated backups with defined retention, cross-region copies for critical data and recovery drills run at least twice a year, so restore times are measured rather than guessed.',
          },
          {
            title: 'Infrastructure as code repository',
            text: 'All networks, compute, databases and policies maintained in Terraform or equivalent templates, with pull-request reviews and drift detection that flags manual changes made outside the pipeline.',
          },
          {
            title: 'Monthly cost optimization',
            text: 'A recurring review of idle resources, oversized instances, storage tiers and commitment coverage, with changes applied after your approval and savings reported in plain numbers.',
          },
          {
            title: 'Operations report',
            text: 'A monthly summary of uptime, incidents and their root causes, security findings, capacity trends and planned work, written for both technical leads and budget holders.',
          },
        ],
        process: [
          {
            title: 'Onboarding audit',
            text: 'We review your accounts, architecture, monitoring, backups and access controls, document what exists, and fix urgent gaps such as missing backups or overly broad permissions before taking over.',
          },
          {
            title: 'Codify and standardize',
            text: 'Manually created resources are imported into infrastructure as code, naming and tagging are standardized, and monitoring is extended so every critical component reports its health and cost.',
          },
          {
            title: 'Run and respond',
            text: 'Our team handles alerts, patching, scaling and change requests day to day, following agreed runbooks and escalation paths, with every incident logged and reviewed afterward.',
          },
          {
            title: 'Review and improve',
            text: 'Each month we walk through the operations report with you, agree on optimizations and plan upcoming changes such as upgrades, new environments or capacity for expected traffic peaks.',
          },
        ],
        technologies: [
          'Terraform',
          'Ansible',
          'Prometheus',
          'Grafana',
          'Datadog',
          'Amazon CloudWatch',
          'Azure Monitor',
          'Google Cloud Observability',
          'PagerDuty',
          'AWS Backup',
        ],
        outcomes: [
          {
            title: 'Steadier uptime',
            text: 'Proactive monitoring, tested backups and disciplined patching catch most problems before users notice, and the incidents that do occur are resolved faster because runbooks already exist.',
          },
          {
            title: 'Engineering time back',
            text: 'Your developers no longer spend evenings chasing alerts or upgrading servers, which typically frees several days per engineer each month for product features and customer work.',
          },
        ],
        faqs: [
          {
            question: 'Do we keep ownership of our cloud accounts if you manage them?',
            answer:
              'Yes, always. The accounts, subscriptions and billing stay in your name. We work through role-based access you grant and can revoke, every action is logged, and all code and documentation live in repositories you own, so you can bring operations in-house whenever you choose.',
          },
          {
            question: 'What response times do you commit to for infrastructure incidents?',
            answer:
              'Service levels are agreed per contract, but a typical arrangement is 15-minute acknowledgment for critical production incidents around the clock, one hour for high-priority issues and the next business day for routine requests. Teams in Indian and US time zones make continuous coverage practical.',
          },
          {
            question: 'Can you take over cloud infrastructure that another team built?',
            answer:
              'Yes, most of our managed clients arrive with environments built by a previous vendor or an internal team. We start with an onboarding audit, document what exists, import resources into code where practical and fix urgent risks before accepting full operational responsibility.',
          },
          {
            question: 'How is managed cloud infrastructure priced?',
            answer:
              'We charge a fixed monthly fee based on the size and complexity of the environment and the service level you choose, with project work such as major upgrades quoted separately. Your cloud provider bills you directly, so there is never a markup on usage.',
          },
        ],
        meta: {
          title: 'Managed Cloud Infrastructure Services | NimbleForge',
          description:
            'Managed cloud infrastructure from NimbleForge: 24/7 monitoring, patching, backups, infrastructure as code and monthly cost optimization on any major cloud.',
          keywords: [
            'cloud infrastructure management',
            'managed cloud services',
            'cloud monitoring and support',
            'cloud cost optimization',
            'infrastructure as code',
          ],
        },
      },
    },
    {
      slug: 'devops',
      name: 'DevOps Services',
      description:
        'CI/CD pipelines, infrastructure as code and container platforms that make releases routine.',
      icon: 'Infinity',
      page: {
        promise:
          'Ship code daily with pipelines, containers and monitoring that make releases boring.',
        intro: [
          'If every release needs a war room, a spreadsheet of manual steps and a spare weekend, your delivery process is costing more than it should. Our DevOps services replace that friction with automation: every commit is built, tested, scanned and deployed through the same pipeline, and every environment is created from code. Developers get feedback in minutes, and production changes become small, frequent and easy to reverse.',
          'We meet teams where they are. For some, that means a first proper CI/CD pipeline and containerized builds; for others, a Kubernetes platform with GitOps, progressive delivery and service-level objectives. Alongside the tooling, we coach your engineers on trunk-based development, review habits and blameless incident reviews, because lasting improvement comes from practices your team owns, not from scripts only a consultant understands.',
        ],
        deliverables: [
          {
            title: 'CI/CD pipelines',
            text: 'Automated build, test, security scan and deployment pipelines for each application, with approval gates for production and a deployment history that shows who shipped what and when.',
          },
          {
            title: 'Containerized applications',
            text: 'Production-grade Dockerfiles, image scanning and a private registry, giving every service a consistent runtime from a developer laptop through staging to production.',
          },
          {
            title: 'Kubernetes platform',
            text: 'A managed cluster on EKS, AKS or GKE with ingress, autoscaling, secrets handling and GitOps deployment through Argo CD or Flux, sized for your real workloads.',
          },
          {
            title: 'Environment automation',
            text: 'Infrastructure as code modules that create development, staging and short-lived preview environments on demand, so testing no longer waits for a shared server to free up.',
          },
          {
            title: 'Observability stack',
            text: 'Centralized logs, metrics and traces with dashboards and alerts tied to service-level objectives, so your team sees the impact of each release on real users.',
          },
          {
            title: 'DevOps playbook',
            text: 'Written standards for branching, code review, release, rollback and incident response, plus workshops that hand the practices and tooling over to your engineers.',
          },
        ],
        process: [
          {
            title: 'Delivery assessment',
            text: 'We trace how a change travels from commit to production today, measure lead time, deployment frequency and failure rate, and identify the bottlenecks worth fixing first.',
          },
          {
            title: 'Pipeline foundations',
            text: 'We containerize builds, set up CI with automated tests and scanning, and create the first deployment pipeline for one representative service to prove the pattern.',
          },
          {
            title: 'Platform rollout',
            text: 'The proven pattern is extended to the remaining services, environments are codified, and production deployments move to automated, gated releases with one-click rollback.',
          },
          {
            title: 'Coach and hand over',
            text: 'We pair with your engineers on real changes, run incident reviews together and transfer ownership of the pipelines, documentation and platform once your team is confident.',
          },
        ],
        technologies: [
          'GitHub Actions',
          'GitLab CI/CD',
          'Jenkins',
          'Azure DevOps',
          'Docker',
          'Kubernetes',
          'Helm',
          'Argo CD',
          'Terraform',
          'Prometheus',
          'Grafana',
          'SonarQube',
        ],
        outcomes: [
          {
            title: 'Faster, safer releases',
            text: 'Teams moving from manual releases to automated pipelines commonly go from monthly deployments to several per week, with smaller changes that are easier to test and quicker to roll back.',
          },
          {
            title: 'Shorter recovery times',
            text: 'With clear observability and automated rollback, problems surface within minutes of a release and can be reversed without a late-night manual fix or a full redeploy.',
          },
        ],
        faqs: [
          {
            question: 'Which CI/CD tools do you work with when building DevOps pipelines?',
            answer:
              'We work with GitHub Actions, GitLab CI/CD, Azure DevOps, Jenkins and the native pipeline services of each cloud provider. If your team already uses a tool that works, we build on it rather than forcing a switch, and we only recommend changing when it blocks something you need.',
          },
          {
            question: 'Do we really need Kubernetes, or is it overkill for our product?',
            answer:
              'Often it is overkill. A handful of services usually runs well on managed container platforms such as Amazon ECS, Azure Container Apps or Google Cloud Run, with far less operational overhead. We recommend Kubernetes when you have many services, complex scaling needs or a platform team ready to own it.',
          },
          {
            question: 'How do you build security checks into a DevOps pipeline?',
            answer:
              'Pipelines run dependency scanning, static code analysis, container image scanning and secret detection on every change, and serious findings block the merge. Secrets live in a vault rather than in code, and production access goes through the pipeline instead of personal credentials on laptops.',
          },
          {
            question: 'Can you improve our existing pipelines instead of rebuilding them?',
            answer:
              'Yes, and that is often the better option. We review your current pipelines for slow stages, flaky tests, missing checks and manual steps, then improve them incrementally. Caching and parallel test runs alone can shorten build times noticeably without any change of tooling.',
          },
        ],
        meta: {
          title: 'DevOps Services and CI/CD Automation | NimbleForge',
          description:
            'DevOps services from NimbleForge: CI/CD pipelines, Docker and Kubernetes platforms, infrastructure as code and observability that make releases routine.',
          keywords: [
            'devops services',
            'devops consulting',
            'ci/cd pipeline setup',
            'kubernetes consulting',
            'infrastructure automation',
            'gitops',
          ],
        },
      },
    },
    {
      slug: 'aws-azure-google-cloud-solutions',
      name: 'AWS, Azure & Google Cloud Solutions',
      description:
        "Architecture and engineering on AWS, Azure and Google Cloud, matched to each platform's strengths.",
      icon: 'Network',
      page: {
        promise:
          'The right services on AWS, Azure or Google Cloud, engineered properly from day one.',
        intro: [
          'Each major cloud has real strengths. AWS offers the broadest catalog of mature services, Azure integrates closely with Microsoft 365, Entra ID and existing Windows licensing, and Google Cloud stands out for analytics, BigQuery and Kubernetes. We build on all three, so our advice reflects how the platforms behave in production rather than loyalty to a single partner program or a preference for one console.',
          'Our engineers design and implement complete solutions on your chosen provider: networking, compute, managed databases, storage, messaging, analytics and identity. When a single cloud is not enough, we build hybrid or multi-cloud setups with consistent identity, networking and deployment across providers, and we are candid when the added complexity would outweigh the benefit. Either way, you get architecture documents, working code and the reasoning behind every choice.',
        ],
        deliverables: [
          {
            title: 'Well-architected design review',
            text: 'An assessment of your workload against the AWS Well-Architected Framework, Azure Well-Architected Framework or Google Cloud Architecture Framework, with prioritized fixes for reliability, security, cost and performance gaps.',
          },
          {
            title: 'Solution architecture',
            text: 'Detailed designs showing which managed services handle compute, data, messaging, caching and identity, with the tradeoffs, limits and costs of each choice written down for your team.',
          },
          {
            title: 'Platform implementation',
            text: 'Production environments built in infrastructure as code on your chosen provider, including networking, managed databases, storage, load balancing and the integrations your applications need.',
          },
          {
            title: 'Microsoft workload hosting',
            text: 'Azure environments for .NET applications, SQL Server and Windows workloads that make full use of Entra ID integration and licensing benefits such as Azure Hybrid Benefit.',
          },
          {
            title: 'Data and analytics platforms',
            text: 'Pipelines and warehouses built on BigQuery, Amazon Redshift or Azure Synapse Analytics, with ingestion, transformation and access controls designed for reporting and machine learning teams.',
          },
          {
            title: 'Multi-cloud connectivity',
            text: 'Private links between providers, unified identity and consistent deployment tooling when workloads span more than one cloud, plus clear documentation of which system lives where and why.',
          },
        ],
        process: [
          {
            title: 'Requirements and fit',
            text: 'We capture functional needs, compliance rules, existing licenses and team skills, then assess which provider and managed services best match them before any design work begins.',
          },
          {
            title: 'Architecture design',
            text: 'We produce diagrams, decision records and cost estimates for the solution, reviewed with your technical leads so every major choice is understood and agreed in writing.',
          },
          {
            title: 'Build and validate',
            text: 'Environments are built in code, applications deployed, and load, failover and security tests run to confirm the platform behaves as designed under realistic conditions.',
          },
          {
            title: 'Launch and support',
            text: 'We support go-live, watch the first weeks closely, tune settings based on real usage and hand over runbooks, or continue operating the platform under a managed service agreement.',
          },
        ],
        technologies: [
          'Amazon Web Services',
          'Microsoft Azure',
          'Google Cloud Platform',
          'Amazon EKS',
          'Azure Kubernetes Service',
          'Google Kubernetes Engine',
          'BigQuery',
          'Amazon Redshift',
          'Azure SQL Database',
          'Microsoft Entra ID',
          'Terraform',
        ],
        outcomes: [
          {
            title: 'Fewer components to babysit',
            text: 'Replacing self-managed components with the right native services reduces patching, scaling and failover work, leaving your team fewer moving parts to maintain and fewer late-night pages.',
          },
          {
            title: 'Licensing and spend aligned',
            text: 'Designs that account for existing Microsoft agreements, committed-use discounts and savings plans often lower the projected bill considerably before a single workload goes live.',
          },
        ],
        faqs: [
          {
            question: 'Which is better for our business: AWS, Azure or Google Cloud?',
            answer:
              'There is no universal winner. Azure often suits organizations built on Microsoft tools and licensing, AWS offers the widest range of mature services, and Google Cloud is strong for analytics and container workloads. We compare all three against your applications, skills and contracts before recommending one.',
          },
          {
            question: 'Is a multi-cloud setup worth the extra complexity?',
            answer:
              'Sometimes. It makes sense when regulations demand it, when a specific service is clearly better on another provider, or after an acquisition brings a second cloud with it. For most companies, one primary provider with sound architecture is simpler, cheaper and easier to secure than spreading workloads thinly.',
          },
          {
            question: 'Do your engineers hold AWS, Azure and Google Cloud certifications?',
            answer:
              'Yes. Our team includes engineers certified at associate and professional levels across all three providers, including solutions architect and DevOps tracks. We treat certifications as a baseline, though, and staff each project based on hands-on experience with the specific services your solution relies on.',
          },
          {
            question: 'Can you work inside our existing cloud accounts and enterprise agreement?',
            answer:
              'Yes. We usually work directly in your accounts or subscriptions using access you control, so billing, enterprise discounts and marketplace purchases stay under your agreement. If you do not have accounts yet, we set them up correctly with an organization structure, billing alerts and baseline policies.',
          },
        ],
        meta: {
          title: 'AWS, Azure and Google Cloud Solutions | NimbleForge',
          description:
            'AWS, Azure and Google Cloud solutions from NimbleForge: architecture reviews, platform builds, data platforms and multi-cloud setups done properly.',
          keywords: [
            'aws consulting services',
            'azure cloud solutions',
            'google cloud consulting',
            'multi-cloud architecture',
            'well-architected review',
          ],
        },
      },
    },
    {
      slug: 'cloud-security-solutions',
      name: 'Cloud Security Solutions',
      description:
        'Identity, network, data and compliance controls that keep your cloud workloads secure and auditable.',
      icon: 'ShieldCheck',
      page: {
        promise:
          'Close cloud security gaps before attackers or auditors find them, and keep them closed.',
        intro: [
          'Most cloud breaches trace back to configuration, not exotic exploits: a public storage bucket, an access key committed to a repository, an administrator account without multi-factor authentication. Our cloud security solutions close those gaps systematically. We review identity, networking, encryption, logging and workload settings across your accounts, rank the findings by real risk, and fix them in code so they stay fixed.',
          'Security also has to be continuous. We set up posture management that flags new misconfigurations as they appear, centralize logs for detection and investigation, and map your controls to the frameworks your customers and regulators ask about, such as SOC 2, ISO 27001, HIPAA or PCI DSS. For teams in healthcare and fintech, that groundwork makes audit preparation far shorter and far less stressful.',
        ],
        deliverables: [
          {
            title: 'Cloud security assessment',
            text: 'A review of your accounts against CIS Benchmarks and provider best practices, with every finding rated by severity, explained in plain terms and paired with a specific fix.',
          },
          {
            title: 'Identity and access hardening',
            text: 'Single sign-on, enforced multi-factor authentication, least-privilege roles and removal of long-lived access keys, so each person and service has only the permissions it needs.',
          },
          {
            title: 'Network and data protection',
            text: 'Private networking, web application firewall rules, encryption at rest and in transit with managed keys, and guardrails that stop sensitive data from being exposed publicly.',
          },
          {
            title: 'Posture management setup',
            text: 'Continuous configuration scanning with AWS Security Hub, Microsoft Defender for Cloud or Security Command Center, with alerts routed to the right owners for action.',
          },
          {
            title: 'Centralized logging and detection',
            text: 'Audit logs from every account collected in one protected location, with detection rules for suspicious activity such as unusual logins, privilege changes or mass data downloads.',
          },
          {
            title: 'Compliance control mapping',
            text: 'A control matrix linking your cloud configuration to SOC 2, ISO 27001, HIPAA or PCI DSS requirements, with evidence sources identified for each control ahead of your audit.',
          },
        ],
        process: [
          {
            title: 'Scope and threat model',
            text: 'We identify your critical data, regulatory obligations and likely attack paths, then agree which accounts, workloads and frameworks the engagement will cover.',
          },
          {
            title: 'Assess configuration',
            text: 'Automated scanners and manual review examine identity policies, network exposure, encryption, logging and workload settings, producing a ranked list of findings with business context.',
          },
          {
            title: 'Remediate in code',
            text: 'We fix high-risk findings first, implementing changes through infrastructure as code and policy guardrails so the same misconfiguration cannot quietly return in a later deployment.',
          },
          {
            title: 'Monitor continuously',
            text: 'Posture scanning, log-based detection and monthly reviews keep security current as your environment changes, with new findings triaged and assigned rather than piling up unseen.',
          },
        ],
        technologies: [
          'AWS Security Hub',
          'AWS IAM Identity Center',
          'AWS WAF',
          'Microsoft Defender for Cloud',
          'Microsoft Sentinel',
          'Google Security Command Center',
          'HashiCorp Vault',
          'Prowler',
          'Checkov',
          'Open Policy Agent',
        ],
        outcomes: [
          {
            title: 'Smaller attack surface',
            text: 'Removing public exposure, stale credentials and excessive permissions shuts the most common routes attackers use in cloud environments, often within the first few weeks of work.',
          },
          {
            title: 'Audit-ready evidence',
            text: 'With controls mapped and logs retained, you can answer security questionnaires and auditor requests quickly, which shortens enterprise sales cycles that hinge on proving your security posture.',
          },
        ],
        faqs: [
          {
            question: 'How quickly can you assess our cloud security posture?',
            answer:
              'An initial assessment of a typical environment with a handful of accounts takes two to three weeks, including automated scanning, manual review and a findings workshop. Critical issues, such as publicly exposed data or leaked keys, are reported to you immediately rather than waiting for the final report.',
          },
          {
            question: 'Will tightening cloud security break our running applications?',
            answer:
              'We plan carefully to avoid that. Changes are tested in non-production environments first and rolled out gradually, and tightened permissions are based on access logs showing what each service actually uses. Where a change carries risk, we schedule it with your team and keep a rollback ready.',
          },
          {
            question: 'Can you help us prepare our cloud environment for a SOC 2 or HIPAA audit?',
            answer:
              'Yes. We map your cloud controls to the relevant criteria, close technical gaps and set up evidence collection for logging, access reviews and encryption. We work alongside your auditor or compliance advisor; we do not issue certifications ourselves, but we make the technical side ready for review.',
          },
          {
            question: 'Do you offer penetration testing of cloud-hosted applications?',
            answer:
              'Yes. We run authorized penetration tests of cloud-hosted applications and APIs within the rules each provider sets, covering authentication, authorization, injection and configuration weaknesses. Findings come with reproduction steps and fixes, and we retest after remediation to confirm each issue is closed.',
          },
        ],
        meta: {
          title: 'Cloud Security Solutions and Compliance | NimbleForge',
          description:
            'Cloud security solutions from NimbleForge: posture assessments, IAM hardening, logging, threat detection and SOC 2, HIPAA or PCI DSS control mapping.',
          keywords: [
            'cloud security solutions',
            'cloud security assessment',
            'cloud security posture management',
            'cloud compliance',
            'iam hardening',
          ],
        },
      },
    },
    {
      slug: 'serverless-architecture',
      name: 'Serverless Architecture',
      description:
        'Event-driven applications on Lambda, Azure Functions and Cloud Run that scale automatically.',
      icon: 'Zap',
      page: {
        promise:
          'Event-driven applications that scale on demand and cost almost nothing while idle.',
        intro: [
          'Serverless architecture lets you run code without provisioning or patching servers. Functions and managed services respond to events such as API calls, file uploads, queue messages or schedules, scale automatically with demand and bill only for actual execution. For workloads with spiky or unpredictable traffic, including APIs, data processing jobs, webhooks and back-office automation, that often means lower costs and far less operational work than always-on infrastructure.',
          'Serverless is not a fit for everything, and we will tell you so. Long-running compute, steady high-volume traffic or strict latency budgets can favor containers instead. Where it does fit, we design around events, managed queues and databases, handle cold starts and retries deliberately, and give you tracing that shows how each request moves across functions. You get a system that is simple to run and straightforward to extend.',
        ],
        deliverables: [
          {
            title: 'Serverless architecture design',
            text: 'Event flow diagrams, service choices and cost projections showing how functions, queues, storage and databases fit together, with clear boundaries for each part of the system.',
          },
          {
            title: 'Serverless APIs',
            text: 'REST or GraphQL APIs built on AWS Lambda with API Gateway, Azure Functions or Google Cloud Run, including authentication, throttling, input validation and versioning.',
          },
          {
            title: 'Event-driven workflows',
            text: 'Multi-step business processes orchestrated with AWS Step Functions, Durable Functions or Google Cloud Workflows, with retries, timeouts and dead-letter handling so failures are caught and visible.',
          },
          {
            title: 'Data processing pipelines',
            text: 'Functions triggered by file uploads, streams or schedules that transform, validate and load data, scaling out for large batches without a cluster to maintain.',
          },
          {
            title: 'Deployment and testing setup',
            text: 'Infrastructure as code with the Serverless Framework, AWS SAM or Terraform, plus local emulation, automated tests and per-branch environments for safe, repeatable releases.',
          },
          {
            title: 'Tracing and cost dashboards',
            text: 'Distributed tracing across functions and services, alerting on errors and throttles, and per-function cost reporting so you can see which features drive your bill.',
          },
        ],
        process: [
          {
            title: 'Workload fit review',
            text: 'We examine traffic patterns, execution times, latency needs and integrations to decide which parts of your system benefit from serverless and which should stay on containers or servers.',
          },
          {
            title: 'Event modeling',
            text: 'We map business events, triggers and data flows, define function boundaries and choose managed services for queues, storage and orchestration before any code is written.',
          },
          {
            title: 'Incremental build',
            text: 'Functions and workflows are delivered in small, tested increments, often by carving features out of an existing application one route or background job at a time.',
          },
          {
            title: 'Tune and operate',
            text: 'Using real traffic, we adjust memory settings, concurrency limits and provisioned capacity to balance cold starts, performance and cost, then hand over dashboards and runbooks.',
          },
        ],
        technologies: [
          'AWS Lambda',
          'Amazon API Gateway',
          'AWS Step Functions',
          'Amazon EventBridge',
          'Amazon DynamoDB',
          'Azure Functions',
          'Google Cloud Run',
          'Google Cloud Functions',
          'Serverless Framework',
          'AWS SAM',
          'TypeScript',
        ],
        outcomes: [
          {
            title: 'Costs that follow usage',
            text: "Because you pay per request and execution time, quiet periods cost next to nothing, and workloads with uneven traffic commonly run for a fraction of an always-on server's price.",
          },
          {
            title: 'Less infrastructure to own',
            text: 'With no operating systems to patch or clusters to scale, your team spends its time on features while the provider handles availability across multiple zones by default.',
          },
        ],
        faqs: [
          {
            question: 'When is serverless architecture the wrong choice?',
            answer:
              'Serverless fits poorly when workloads run continuously at high, steady volume, need execution times beyond provider limits, or demand consistently very low latency. In those cases containers or virtual machines are usually cheaper and more predictable. We assess each workload separately, and many systems end up combining both approaches.',
          },
          {
            question: 'How do you deal with cold starts in serverless functions?',
            answer:
              'We pick runtimes and package sizes that start quickly, keep heavy initialization out of request paths and use provisioned concurrency or minimum instances for latency-sensitive endpoints. For most APIs, cold starts affect a small share of requests and can be kept well under a second.',
          },
          {
            question: 'Will going serverless lock us into one cloud provider?',
            answer:
              'Some lock-in is the price of using managed services. We limit it by keeping business logic separate from provider-specific triggers, using portable data formats and choosing container-based options such as Cloud Run where portability matters. Moving later then means rewriting integration layers, not the whole application.',
          },
          {
            question: 'Can an existing monolith be moved to serverless gradually?',
            answer:
              'Yes, and gradual is safer. We route selected endpoints or background jobs to new functions while the monolith keeps serving everything else, then move more pieces as each one proves itself. Your users see no disruption, and you can stop at whatever point delivers the best value.',
          },
        ],
        meta: {
          title: 'Serverless Architecture Development | NimbleForge',
          description:
            'Serverless architecture by NimbleForge: event-driven APIs and workflows on AWS Lambda, Azure Functions and Google Cloud Run that scale and cost less.',
          keywords: [
            'serverless architecture',
            'serverless application development',
            'aws lambda development',
            'azure functions development',
            'event-driven architecture',
          ],
        },
      },
    },
  ],
};
