import type { JobRole, TitledText } from '@/content/types';

export const hiringEmail = 'careers@nimbleforge.tech';

export const hiringIntro: TitledText = {
  title: "Don't see your role listed?",
  text: 'We are always glad to hear from skilled engineers, designers, testers and project managers. Send your CV and a short note about the work you are proudest of to careers@nimbleforge.tech, and we will reach out when a matching role opens.',
};

export const roles: JobRole[] = [
  {
    slug: 'senior-react-native-engineer',
    title: 'Senior React Native Engineer',
    location: 'Bangalore',
    type: 'Full-time',
    summary:
      'Lead the development of cross-platform mobile apps for clients in healthcare, logistics and retail. You will own features from design handoff to app store release, set code standards for the mobile team and work directly with client product owners.',
    responsibilities: [
      'Build and maintain React Native apps for iOS and Android with TypeScript',
      'Write native modules in Swift or Kotlin when a feature needs platform APIs',
      'Review pull requests and mentor two to four mid-level mobile developers',
      'Profile and improve startup time, memory use and rendering performance',
      'Manage app store and Play Store releases, including review feedback',
      'Estimate features with project managers and explain trade-offs to clients',
    ],
    requirements: [
      '5+ years of mobile development, with at least 3 years of React Native',
      'Strong TypeScript, React hooks and state management with Redux or Zustand',
      'Hands-on experience with offline storage, push notifications and deep links',
      'Experience with automated testing using Jest and Detox or similar tools',
      'At least two apps shipped to production that you can walk us through',
    ],
  },
  {
    slug: 'backend-engineer-nodejs',
    title: 'Backend Engineer (Node.js)',
    location: 'Hyderabad',
    type: 'Full-time',
    summary:
      "Design and build the APIs, integrations and data models behind our clients' web and mobile products. You will work in a small cross-functional squad, choose sensible architecture for each project and keep services secure, observable and easy to change.",
    responsibilities: [
      'Design REST and GraphQL APIs in Node.js with TypeScript, NestJS or Express',
      'Model data in PostgreSQL and MongoDB and write efficient, well-indexed queries',
      'Integrate payment gateways, identity providers and third-party business systems',
      'Write unit and integration tests and keep CI pipelines green',
      'Add logging, metrics and alerts so production issues are easy to trace',
    ],
    requirements: [
      '3+ years building production backends with Node.js',
      'Solid understanding of relational databases, transactions and migrations',
      'Experience with authentication, authorization and common security practices',
      'Familiarity with Docker and at least one cloud platform such as AWS or Azure',
      'Clear written English for technical documents and client updates',
    ],
  },
  {
    slug: 'machine-learning-engineer',
    title: 'Machine Learning Engineer',
    location: 'Remote (India)',
    type: 'Full-time',
    summary:
      'Turn client data into working AI features, from document extraction and demand forecasting to assistants built on large language models. You will take models from notebook to production and measure whether they actually help the people who use them.',
    responsibilities: [
      'Frame business problems as ML tasks and agree on success metrics with clients',
      'Build data pipelines, train and evaluate models in Python',
      'Design retrieval-augmented generation systems with evaluation and guardrails',
      'Deploy models as APIs with monitoring for drift, latency and cost',
      'Explain results and limitations to non-technical stakeholders',
    ],
    requirements: [
      '3+ years of applied machine learning with models running in production',
      'Strong Python with PyTorch or scikit-learn, and solid SQL',
      'Practical experience with LLM APIs, embeddings and vector databases',
      'Understanding of experiment design, evaluation metrics and data leakage',
      'Comfort working remotely with a written, asynchronous communication style',
    ],
  },
  {
    slug: 'product-designer-ui-ux',
    title: 'Product Designer (UI/UX)',
    location: 'Bangalore',
    type: 'Full-time',
    summary:
      'Shape how people experience the apps and platforms we build. You will run research, map user journeys, design interfaces and prototypes in Figma, and work closely with developers so that what ships matches what was designed.',
    responsibilities: [
      'Plan and run user interviews, usability tests and stakeholder workshops',
      'Create user flows, wireframes, high-fidelity screens and clickable prototypes',
      'Build and maintain design systems with reusable, accessible components',
      'Present design decisions to clients and respond to their feedback',
      'Review builds with developers and file clear, actionable design fixes',
    ],
    requirements: [
      '4+ years designing digital products, with a portfolio of shipped work',
      'Expert use of Figma, including components, variants and auto layout',
      'Working knowledge of WCAG accessibility guidelines',
      'Experience designing for both mobile apps and responsive web',
      'Ability to explain your reasoning clearly to clients and engineers',
    ],
  },
  {
    slug: 'devops-engineer',
    title: 'DevOps Engineer',
    location: 'Hyderabad',
    type: 'Full-time',
    summary:
      "Build and run the cloud infrastructure behind our clients' products. You will automate environments with code, create reliable deployment pipelines, tune costs and keep production systems secure and available around the clock with the support team.",
    responsibilities: [
      'Provision AWS, Azure and Google Cloud infrastructure with Terraform',
      'Build CI/CD pipelines in GitHub Actions, GitLab CI or Azure DevOps',
      'Run containerized workloads on Kubernetes and managed container services',
      'Set up monitoring, logging and on-call alerting with clear runbooks',
      'Review cloud bills and recommend right-sizing and reserved capacity',
      'Lead migrations of legacy applications to the cloud',
    ],
    requirements: [
      '3+ years in DevOps, SRE or cloud infrastructure roles',
      'Production experience with Terraform, Docker and Kubernetes',
      'Scripting in Bash and Python or Go',
      'Good understanding of networking, IAM and cloud security basics',
      'An AWS, Azure or Google Cloud certification is a plus',
    ],
  },
  {
    slug: 'business-development-manager-us',
    title: 'Business Development Manager (US)',
    location: 'Wilmington DE / Remote (US)',
    type: 'Full-time',
    summary:
      'Grow our client base across the United States. You will find and qualify companies that need software built, understand their goals, shape proposals with our solution architects and build relationships that last well beyond the first project.',
    responsibilities: [
      'Generate and qualify leads among startups, SMEs and mid-market companies',
      'Run discovery calls and translate client needs into clear project briefs',
      'Prepare proposals and estimates together with our delivery leads in India',
      'Manage a sales pipeline in our CRM and report on it every week',
      'Represent NimbleForge at industry events and meetups',
    ],
    requirements: [
      '5+ years selling software development or IT services in the US market',
      'A record of closing custom development deals with five- and six-figure budgets',
      'Enough technical understanding to discuss apps, cloud and AI credibly',
      'Excellent written and spoken English and strong presentation skills',
      'Authorization to work in the United States and willingness to travel',
    ],
  },
];

export const culture: TitledText[] = [
  {
    title: 'Ownership over hand-offs',
    text: 'Each feature has a named owner who sees it from design to production. You talk to clients directly, make decisions within your area and are trusted to raise problems early rather than wait for permission.',
  },
  {
    title: 'Learning on paid time',
    text: 'Every team member gets a yearly learning budget and time during the work week for courses, certifications and conferences. Senior engineers run internal sessions on what they learned on recent projects.',
  },
  {
    title: 'Sustainable pace',
    text: 'We plan sprints realistically and protect evenings and weekends. Late nights are the exception, not the culture, and when a release does need extra hours, we give that time back afterwards.',
  },
  {
    title: 'Honest, written communication',
    text: 'We write things down: decisions, estimates, risks and post-mortems. Feedback is direct and kind, and mistakes are discussed to fix the process, not to blame the person who made them.',
  },
];

export const benefits: TitledText[] = [
  {
    title: 'Health insurance',
    text: 'Medical cover for you, your spouse, children and parents, with annual health check-ups included.',
  },
  {
    title: 'Flexible hours',
    text: 'Agree on core overlap hours with your team and plan the rest of your day around your life.',
  },
  {
    title: 'Hybrid and remote work',
    text: 'Work from our Bangalore, Hyderabad or Wilmington offices, from home, or a mix of both.',
  },
  {
    title: 'Learning budget',
    text: 'A yearly allowance for courses, books, certifications and conference tickets, plus paid time to use it.',
  },
  {
    title: 'Generous leave',
    text: 'Paid vacation, sick leave, public holidays and parental leave for every new parent, approved through one simple request.',
  },
  {
    title: 'Modern equipment',
    text: 'A laptop of your choice, a second monitor and a home office allowance so your setup works well.',
  },
];
