import type { HomeCopy } from '@/content/types';

export const home: HomeCopy = {
  hero: {
    eyebrow: 'Software development since 2011',
    heading: 'We design, build and support software your business can rely on',
    lead: 'NimbleForge is a software development company with teams in Bangalore, Hyderabad and Wilmington, Delaware. We turn your product idea or stubborn business process into mobile apps, web platforms and cloud systems, then stay on to keep them fast, secure and useful long after launch.',
  },
  categoriesIntro: {
    title: 'Seven practices, one accountable team',
    text: 'From mobile and custom applications to eCommerce, UI/UX, AI, cloud and blockchain, you work with one team that plans, designs, builds and supports your software, so nothing falls between separate vendors.',
  },
  process: {
    intro: {
      title: 'How we take your project from idea to production',
      text: 'Every engagement follows the same five clear stages. You always know what we are working on, what it costs and what comes next.',
    },
    steps: [
      {
        title: 'Discover',
        text: 'We start with workshops to understand your users, goals, constraints and existing systems. You get a written scope, a prioritized feature list, a realistic timeline and a fixed or capped estimate before any code is written.',
      },
      {
        title: 'Design',
        text: 'Our designers turn the scope into user flows, wireframes and clickable prototypes that you can test with real users. Architects choose the stack and plan data, integrations and security so the build starts on solid ground.',
      },
      {
        title: 'Build',
        text: 'Developers work in two-week sprints with a demo at the end of each one. Automated tests, code reviews and a staging environment you can open anytime keep quality visible and surprises out of the schedule.',
      },
      {
        title: 'Launch',
        text: 'We handle app store submissions, cloud deployment, data migration and performance checks, then run the release with you. Monitoring and alerts are live from day one, so issues surface before your customers notice them.',
      },
      {
        title: 'Support',
        text: 'After launch we fix bugs, apply security patches, watch uptime and ship improvements based on real usage data. You can keep a dedicated team, a monthly retainer or simply call us when you need help.',
      },
    ],
  },
  statsIntro: {
    title: 'A track record you can check',
    text: 'Since 2011 we have delivered more than 175 projects for startups, growing businesses and enterprises, and we support every system we ship for as long as you need us.',
  },
  industries: {
    intro: {
      title: 'Industries we know from the inside',
      text: 'Domain knowledge shortens every project. These are the sectors where our teams have shipped the most software and learned the rules that matter.',
    },
    items: [
      {
        title: 'Healthcare',
        text: 'Patient apps, telehealth platforms and clinic management systems built with consent, audit trails and HIPAA-aware data handling planned in from the first sprint.',
      },
      {
        title: 'Fintech',
        text: 'Lending, payments and wealth products with secure onboarding, KYC integrations, reconciliation and the reporting your compliance team and regulators expect to see.',
      },
      {
        title: 'Retail & eCommerce',
        text: 'Online stores, marketplaces and loyalty apps that connect to your inventory, payment gateways and fulfillment partners, and stay fast during your busiest sales weekends.',
      },
      {
        title: 'Logistics',
        text: 'Fleet tracking, driver apps, warehouse tools and shipment dashboards that replace spreadsheets and phone calls with live data your operations team can act on.',
      },
      {
        title: 'Education',
        text: 'Learning platforms, assessment tools and school management systems that work on low-cost phones and patchy connections as well as they do on classroom laptops.',
      },
      {
        title: 'Real Estate',
        text: 'Property listing portals, tenant apps and CRM integrations that help agents, landlords and buyers search, schedule viewings, sign documents and track payments in one place.',
      },
    ],
  },
  testimonials: {
    intro: {
      title: 'What our clients say',
      text: 'We measure ourselves by whether clients come back for the next project. Here is what a few of them told us.',
    },
    items: [
      {
        quote:
          'They rebuilt our driver app in four months without interrupting daily deliveries. The team asked hard questions early, flagged risks before they became problems and still answers our support tickets the same day, two years later.',
        role: 'VP of Engineering',
        company: 'Series B logistics start-up, Pune',
      },
      {
        quote:
          'We needed a patient portal that our clinicians would actually use. NimbleForge sat with our front-desk staff, simplified the booking flow and delivered a system that cut phone calls noticeably within the first quarter.',
        role: 'Director of Digital Services',
        company: 'Regional hospital network, Texas',
      },
      {
        quote:
          'Their sprint demos made it easy for our board to see progress. When our priorities changed mid-project, they re-planned the backlog in a week and we still launched our lending app on the date we promised investors.',
        role: 'Chief Product Officer',
        company: 'Seed-stage fintech company, Bangalore',
      },
      {
        quote:
          'Our old store slowed to a crawl every festive sale. NimbleForge moved us to a headless setup on the cloud, and this season the site stayed quick while orders kept coming. Clear communication throughout.',
        role: 'Head of eCommerce',
        company: 'Family-owned apparel retailer, Hyderabad',
      },
    ],
  },
  closing: {
    title: 'Tell us what you want to build',
    text: 'Share a few details about your project and we will come back with questions, a suggested approach and a clear estimate. Prefer to talk first? Book a free 30-minute call with our team.',
  },
};
