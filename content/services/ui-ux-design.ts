import type { Category } from '@/content/types';

export const category: Category = {
  slug: 'ui-ux-design',
  name: 'UI/UX Design',
  description:
    'Research-led product design, from wireframes and prototypes to polished interfaces and design systems.',
  icon: 'Palette',
  hub: {
    intro: [
      'Good design is how people decide, within seconds, whether your product is worth their time. It is also how they get work done without calling support. Our UI/UX design team turns business goals and user needs into interfaces that are clear, consistent and pleasant to use, across web apps, mobile apps, dashboards and customer portals. We design for real users with real constraints, not for screenshots.',
      'Every engagement is grounded in evidence. We interview users, study analytics, map journeys and test prototypes before anything is handed to developers. Because NimbleForge also builds software, our designers work side by side with engineers from day one, so designs are feasible, accessible and documented in a way that speeds up development instead of creating rework at the handoff stage.',
      'Since 2011 we have designed products for startups validating an idea, SMEs modernizing internal tools and enterprises unifying dozens of screens under one design system, in fields from healthcare and fintech to logistics and education. You can engage us for a focused piece of work, such as a prototype for investors, or for ongoing design support alongside your own product team.',
    ],
    whyUs: [
      {
        title: 'Research before pixels',
        text: 'We start with interviews, analytics and usability reviews so design decisions trace back to evidence. That keeps debates short, helps stakeholders agree on priorities and lowers the risk of building features nobody asked for.',
      },
      {
        title: 'Designers who know code',
        text: 'Our designers sit with the engineers who will build their work. They understand component libraries, responsive layouts and platform conventions, so the designs you approve are the designs that actually ship, without costly surprises during development.',
      },
      {
        title: 'Accessible by default',
        text: 'We design to WCAG 2.2 AA: sufficient color contrast, keyboard-friendly flows, readable type and clear focus states. Accessibility widens your audience, reduces legal exposure and usually improves the experience for every user, not only those with disabilities.',
      },
      {
        title: 'Systems that scale',
        text: 'Instead of one-off screens, we deliver reusable components, tokens and documentation in Figma. Your team can add features and new products that look and behave consistently, long after our engagement ends.',
      },
    ],
    meta: {
      title: 'UI/UX Design Services | NimbleForge',
      description:
        'UI/UX design services from NimbleForge: user research, wireframes, prototypes, interface and visual design, and interaction design for web and mobile.',
      keywords: [
        'ui ux design services',
        'ui ux design company',
        'product design services',
        'user experience design',
        'user interface design',
        'design system development',
      ],
    },
  },
  subServices: [
    {
      slug: 'wireframing-prototyping',
      name: 'Wireframing & Prototyping',
      description:
        'Clickable wireframes and prototypes that test ideas with real users before development starts.',
      icon: 'PenTool',
      page: {
        promise: 'See, click and test your product idea before a single line of code.',
        intro: [
          'Changing a wireframe takes minutes; changing shipped code can take weeks. Wireframing and prototyping let you settle structure, content priorities and user flows while change is still cheap. We turn your requirements, sketches or existing product into low-fidelity wireframes that focus conversations on what each screen must do, then into clickable prototypes that feel close enough to the real thing for honest feedback.',
          'Our prototypes serve several purposes. Founders use them to pitch investors and sign early customers. Product teams use them to run usability tests and align stakeholders. Development teams use them as a shared reference that removes ambiguity from user stories. We choose the fidelity that fits your goal, from quick grayscale flows to high-fidelity interactive prototypes in Figma.',
        ],
        deliverables: [
          {
            title: 'User flow diagrams',
            text: 'Maps of the key paths users take through your product, such as signup, purchase or approval, showing each decision point, error state and screen involved.',
          },
          {
            title: 'Low-fidelity wireframes',
            text: 'Grayscale layouts for every core screen that define content hierarchy, navigation and component placement, deliberately free of visual styling so feedback stays on structure.',
          },
          {
            title: 'Linked click-through prototype',
            text: 'An interactive Figma prototype linking screens into realistic journeys, shareable by link and viewable on desktop or phone, ready for demos and user testing.',
          },
          {
            title: 'Usability test findings',
            text: 'Results from moderated sessions with five to eight target users, listing where they hesitated or failed, with recommended changes ranked by severity.',
          },
          {
            title: 'Annotated screen specifications',
            text: 'Notes attached to each wireframe explaining behavior, validation rules, empty states and edge cases, so developers and testers understand intent without guessing.',
          },
          {
            title: 'Revised prototype',
            text: 'An updated prototype incorporating test findings and stakeholder feedback, giving your team a validated blueprint for visual design and development.',
          },
        ],
        process: [
          {
            title: 'Goals and requirements',
            text: 'We review your idea, users, competitors and constraints, agreeing which journeys the prototype must cover and which questions it should help you answer.',
          },
          {
            title: 'Sketch and structure',
            text: 'We sketch multiple layout options for critical screens, pick the strongest with you and define information architecture and navigation across the product.',
          },
          {
            title: 'Wireframe iterations',
            text: 'We produce wireframes for all agreed screens and refine them over two or three quick review rounds, keeping comments in Figma so decisions stay traceable.',
          },
          {
            title: 'Click-through testing',
            text: 'We link screens into a clickable prototype, recruit representative users and run task-based sessions to see where the flow works and where it breaks.',
          },
          {
            title: 'Refine and hand off',
            text: 'We apply the findings, walk your team through the final prototype and hand over files ready for visual design or development estimation.',
          },
        ],
        technologies: [
          'Figma',
          'FigJam',
          'Balsamiq',
          'Axure RP',
          'ProtoPie',
          'Miro',
          'Maze',
          'Lookback',
        ],
        outcomes: [
          {
            title: 'Fewer changes mid-build',
            text: 'Teams that settle flows in a tested prototype usually see far fewer scope changes during development, because disagreements are resolved on screens rather than in code.',
          },
          {
            title: 'More accurate estimates',
            text: 'A detailed prototype lets developers size work screen by screen, narrowing estimate ranges and making budgets and release dates easier to commit to.',
          },
          {
            title: 'A stronger pitch',
            text: 'A realistic prototype helps investors, partners and early customers grasp your product quickly, often turning abstract conversations into concrete commitments and feedback.',
          },
        ],
        faqs: [
          {
            question: 'What is the difference between a wireframe and a prototype?',
            answer:
              'A wireframe is a static layout showing what goes on a screen and where. A prototype links screens together so people can click through journeys as if using the product. We usually start with wireframes to agree structure, then build a prototype to test how the flow feels.',
          },
          {
            question: 'How many screens can you wireframe and prototype in a month?',
            answer:
              'For a typical web or mobile app, we can wireframe and prototype roughly 25 to 40 screens in four weeks, including one round of usability testing. Complex dashboards or heavy business rules take longer. We confirm the screen count and schedule after the requirements review.',
          },
          {
            question: 'Can a clickable prototype be used to raise investment?',
            answer:
              'Yes, and many founders do exactly that. A polished prototype demonstrates the core experience convincingly without the cost of a full build. We can prepare a high-fidelity version focused on the story you want to tell investors, with realistic sample data and smooth transitions.',
          },
          {
            question: 'Will developers be able to build directly from your prototypes?',
            answer:
              'Wireframe prototypes define structure and behavior, so developers can estimate and plan from them. For pixel-level build work, we add visual design and a component library on top. If NimbleForge builds the product too, the same team carries the prototype through to release.',
          },
        ],
        meta: {
          title: 'Wireframing & Prototyping Services | NimbleForge',
          description:
            'Wireframes and clickable Figma prototypes that test user flows with real users, align stakeholders and give developers a clear, validated blueprint.',
          keywords: [
            'wireframing services',
            'prototyping services',
            'clickable prototype design',
            'figma prototype',
            'mvp prototype design',
            'usability testing',
          ],
        },
      },
    },
    {
      slug: 'user-interface-design',
      name: 'User Interface Design',
      description:
        'Clean, consistent interfaces for web and mobile apps, delivered with components developers can build.',
      icon: 'LayoutDashboard',
      page: {
        promise: 'Interfaces that look sharp, read clearly and stay consistent on every screen.',
        intro: [
          'Your interface is where users see, read and touch your product. User interface design decides how buttons, forms, tables, navigation and feedback messages look and behave, and whether they stay consistent from the first screen to the hundredth. We design interfaces for web apps, mobile apps, admin panels and dashboards that are easy to scan, comfortable to use for long periods and faithful to your brand.',
          'We build every interface on a component library rather than as isolated screens. Buttons, inputs, cards and data tables are designed once with all their states, then assembled into pages. That approach speeds up design, keeps the product consistent and maps directly onto the component code your developers write in React, Flutter, SwiftUI or Jetpack Compose.',
        ],
        deliverables: [
          {
            title: 'High-fidelity screen designs',
            text: 'Pixel-accurate designs for every agreed screen, covering default, loading, empty, error and success states, at the breakpoints or device sizes your product supports.',
          },
          {
            title: 'Component library in Figma',
            text: 'Reusable components with variants and auto layout, including buttons, form fields, navigation, modals, tables and charts, organized so designers can assemble new screens quickly.',
          },
          {
            title: 'Design tokens',
            text: 'Named values for color, typography, spacing, radius and elevation, exportable to CSS variables or Tailwind config so code and design share one source of truth.',
          },
          {
            title: 'Responsive layout specifications',
            text: 'Grid definitions and rules explaining how each layout adapts from phone to widescreen, so developers know exactly what collapses, stacks or hides at each width.',
          },
          {
            title: 'Dark mode and theming',
            text: 'Where needed, an alternate dark theme or brand themes for white-label clients, built from tokens so themes stay consistent and easy to maintain.',
          },
          {
            title: 'Figma files for developers',
            text: 'Organized Figma files with Dev Mode annotations, exported icons and assets, and a walkthrough session where developers can question every detail before building.',
          },
        ],
        process: [
          {
            title: 'Interface audit',
            text: 'We review your current screens or wireframes, brand assets and target platforms, listing inconsistencies, usability issues and the components the product will need.',
          },
          {
            title: 'Style exploration',
            text: 'We design two or three style directions on a few representative screens, so you can compare typography, color and density on real content before committing.',
          },
          {
            title: 'Components first',
            text: 'Once a direction is chosen, we design the core component library with every state and size, then review it with your developers for feasibility.',
          },
          {
            title: 'Screen design',
            text: 'We assemble full screens from the library in prioritized batches, reviewing each batch with you and adding new components only when genuinely needed.',
          },
          {
            title: 'Build-stage reviews',
            text: 'As developers build each screen, we compare staging builds with the Figma source, log spacing, color and state mismatches as tickets and sign off components once they match.',
          },
        ],
        technologies: [
          'Figma',
          'Figma Dev Mode',
          'Tokens Studio',
          'Storybook',
          'Tailwind CSS',
          'Material Design 3',
          'Apple Human Interface Guidelines',
          'Adobe Illustrator',
          'Zeplin',
        ],
        outcomes: [
          {
            title: 'A consistent product',
            text: 'Shared components and tokens remove the small mismatches in spacing, color and behavior that make products feel unfinished, even as several teams add features.',
          },
          {
            title: 'Quicker front-end builds',
            text: 'When design components map one to one onto code components, front-end developers typically build new screens noticeably faster and spend less time on visual bug fixes.',
          },
        ],
        faqs: [
          {
            question: 'How is UI design different from UX design?',
            answer:
              'UX design decides what the product should do and how users move through it, based on research and testing. UI design decides how each screen looks and behaves visually, from typography and color to component states. We offer both and often combine them in one engagement.',
          },
          {
            question:
              'Can you redesign the interface of our existing app without changing its features?',
            answer:
              'Yes. An interface refresh can modernize look and feel, fix inconsistencies and improve readability while keeping workflows familiar to current users. We audit existing screens, build a component library and plan the rollout so developers can update the app in stages.',
          },
          {
            question: 'Do your interface designs follow iOS and Android platform guidelines?',
            answer:
              'We follow Apple Human Interface Guidelines and Material Design where they matter, such as navigation patterns, gestures and system controls, while keeping your brand consistent across platforms. We explain where we deliberately diverge from a guideline and why.',
          },
          {
            question: 'What files do developers receive at the end of UI design?',
            answer:
              'Developers receive organized Figma files with Dev Mode access, a documented component library, design tokens exported for CSS or Tailwind, icons and image assets in the required formats, plus a recorded walkthrough covering layouts, states and any interaction details.',
          },
        ],
        meta: {
          title: 'User Interface (UI) Design Services | NimbleForge',
          description:
            'User interface design for web and mobile apps: high-fidelity screens, Figma component libraries, design tokens and developer-ready handoff files.',
          keywords: [
            'user interface design',
            'ui design services',
            'web app ui design',
            'mobile app ui design',
            'figma component library',
            'design tokens',
          ],
        },
      },
    },
    {
      slug: 'user-experience-design',
      name: 'User Experience Design',
      description:
        'Research-driven UX that maps user journeys, removes friction and shapes products people actually use.',
      icon: 'Compass',
      page: {
        promise: 'Products shaped around what your users need, backed by research and testing.',
        intro: [
          'Users rarely complain about bad UX directly. They abandon signups, call support, build spreadsheets to work around your software or quietly switch to a competitor. User experience design finds out why. We research how your users think and work, identify where your product creates friction and redesign journeys so the right action is the obvious one at every step.',
          'Our UX work ranges from a focused audit of one problem area, such as onboarding or checkout, to end-to-end design of a new product. We combine qualitative research, such as interviews and usability tests, with quantitative signals from analytics and support tickets, then translate findings into information architecture, journey maps and tested flows your team can build with confidence.',
        ],
        deliverables: [
          {
            title: 'User research report',
            text: 'Findings from stakeholder workshops and user interviews, summarizing goals, frustrations and workarounds, with quotes and evidence rather than assumptions, plus prioritized opportunities.',
          },
          {
            title: 'Personas and jobs to be done',
            text: 'Concise profiles of your main user groups describing what they are trying to achieve, their context and constraints, used to guide every design decision.',
          },
          {
            title: 'Customer journey maps',
            text: 'Visual maps of the end-to-end experience across channels, marking pain points, emotional lows and handoffs between teams where users get stuck or drop off.',
          },
          {
            title: 'Information architecture',
            text: 'A sitemap and navigation model, validated with card sorting or tree testing, that organizes content and features the way your users expect to find them.',
          },
          {
            title: 'Heuristic UX audit',
            text: 'An expert review of your existing product against established usability principles and accessibility basics, with each issue screenshotted, rated and paired with a fix.',
          },
          {
            title: 'Tested interaction flows',
            text: 'Redesigned key flows, validated through usability sessions with target users, documented as prototypes and specifications ready for interface design and development.',
          },
        ],
        process: [
          {
            title: 'Discover',
            text: 'We interview stakeholders, review analytics, support logs and existing research, and agree the business metrics the UX work should move, such as activation or task completion.',
          },
          {
            title: 'Research users',
            text: 'We recruit and interview representative users, observe them completing real tasks and synthesize patterns into personas, journeys and a ranked list of problems.',
          },
          {
            title: 'Define and ideate',
            text: 'We frame the most valuable problems, run ideation sessions with your team and sketch alternative solutions before narrowing down to the most promising.',
          },
          {
            title: 'Design and validate',
            text: 'We restructure architecture and flows, prototype them and test with users, iterating until people complete key tasks without assistance or confusion.',
          },
          {
            title: 'Measure after release',
            text: 'Once changes ship, we compare funnels and task metrics against the baseline and recommend the next round of improvements based on actual behavior.',
          },
        ],
        technologies: [
          'Figma',
          'FigJam',
          'Maze',
          'Optimal Workshop',
          'Hotjar',
          'Google Analytics 4',
          'Mixpanel',
          'Dovetail',
          'UserTesting',
        ],
        outcomes: [
          {
            title: 'Higher task completion',
            text: 'Clearer journeys help more users finish signup, purchase or core tasks on their own, which typically shows up as better conversion and activation in your analytics.',
          },
          {
            title: 'Lower support load',
            text: 'When navigation and forms match how users think, fewer people need help, so support tickets about basic how-to questions usually drop after key flows are redesigned.',
          },
        ],
        faqs: [
          {
            question: 'Why invest in UX research when we already know our users?',
            answer:
              'Teams know a lot, but usually through sales calls and support escalations, which favor the loudest voices. Structured research with a representative sample often uncovers quieter problems that affect many users. Even five or six interviews tend to change at least one major product assumption.',
          },
          {
            question: 'How do you measure whether UX design changes worked?',
            answer:
              'Before designing, we agree baseline metrics such as completion rate, time on task, funnel drop-off or support volume. After release, we compare the same metrics, and where traffic allows, run A/B tests. Usability scores like SUS can track perceived ease over time.',
          },
          {
            question: 'Can you run user research with participants in the US and India?',
            answer:
              'Yes. With teams in Wilmington, Bangalore and Hyderabad, we run remote and in-person sessions across time zones and can include participants who prefer Hindi or other regional languages in India. We handle recruitment, consent, incentives and recordings.',
          },
          {
            question: 'Do you offer a UX audit of an existing product?',
            answer:
              'Yes. A UX audit usually takes two to three weeks and combines expert review, analytics analysis and a few quick user sessions. You receive a prioritized list of issues with suggested fixes, so your team can start on quick wins while planning larger redesign work.',
          },
        ],
        meta: {
          title: 'User Experience (UX) Design Services | NimbleForge',
          description:
            'UX design grounded in research: user interviews, journey maps, information architecture, UX audits and tested flows that cut friction and lift conversion.',
          keywords: [
            'user experience design',
            'ux design services',
            'ux research',
            'ux audit',
            'customer journey mapping',
            'information architecture',
          ],
        },
      },
    },
    {
      slug: 'visual-design',
      name: 'Visual Design',
      description:
        'Distinctive color, typography, iconography and illustration that give your digital product a recognizable look.',
      icon: 'Brush',
      page: {
        promise: 'A visual identity for your product that people recognize and remember.',
        intro: [
          'Visual design is what makes a product feel trustworthy, premium, playful or calm before a user reads a single word. It covers color, typography, imagery, iconography, illustration and the overall composition of each screen. We create visual languages for digital products that express your brand, guide attention to what matters and look just as good on a small phone as on a large monitor.',
          'Many companies have a logo and a few brand colors but no clear rules for applying them inside software. We bridge that gap, translating brand guidelines into a digital visual system with accessible color palettes, type scales, icon sets and illustration styles. The result is a product that looks like it belongs to your brand on every page, every campaign and every release.',
        ],
        deliverables: [
          {
            title: 'Moodboards and style directions',
            text: 'Two or three visual directions presented on real screens of your product, each explained in terms of the audience, emotion and positioning it targets.',
          },
          {
            title: 'Accessible color palette',
            text: 'Primary, secondary, neutral and semantic colors with tested contrast ratios for text and controls, plus guidance on which combinations to use and avoid.',
          },
          {
            title: 'Typography system',
            text: 'Font selection, licensing guidance and a type scale for headings, body, captions and data, tuned for readability on both screens and supporting marketing materials.',
          },
          {
            title: 'Custom icon set',
            text: 'A consistent set of interface icons drawn on a shared grid and stroke weight, exported as optimized SVGs and ready to drop into web or mobile code.',
          },
          {
            title: 'Illustrations and imagery guidelines',
            text: 'Spot illustrations for onboarding, empty states and errors, plus rules for photography, cropping and image treatment so future visuals stay on-brand.',
          },
          {
            title: 'Digital brand guidelines',
            text: 'A concise guide in Figma or PDF showing how logo, color, type, icons and imagery apply inside the product, on the website and in app store listings.',
          },
        ],
        process: [
          {
            title: 'Brand immersion',
            text: 'We study your existing brand assets, competitors and audience, and interview stakeholders about the impression the product should leave on first use.',
          },
          {
            title: 'Direction exploration',
            text: 'We build moodboards and apply each direction to a few key screens, so feedback is based on how the product will actually look, not on abstract swatches.',
          },
          {
            title: 'System definition',
            text: 'After you pick a direction, we formalize palette, type scale, spacing rhythm and icon style, testing contrast and legibility on several devices.',
          },
          {
            title: 'Asset production',
            text: 'We draw icons and illustrations, prepare image treatments and export every asset in the sizes and formats your web and mobile teams need.',
          },
          {
            title: 'Guidelines and rollout',
            text: 'We document the visual system, present it to design, development and marketing teams, and review early implementations to make sure it is applied correctly.',
          },
        ],
        technologies: [
          'Figma',
          'Adobe Illustrator',
          'Adobe Photoshop',
          'Adobe After Effects',
          'Procreate',
          'Lottie',
          'SVGOMG',
          'Google Fonts',
        ],
        outcomes: [
          {
            title: 'Instant brand recognition',
            text: 'A consistent visual language across product, website and app stores helps users recognize you at a glance and reinforces the quality your brand promises.',
          },
          {
            title: 'Readable, inclusive screens',
            text: 'Carefully tested contrast, type sizes and spacing make content easier to read for everyone, including older users and people with low vision.',
          },
        ],
        faqs: [
          {
            question: 'Do we need a new logo before starting visual design for our app?',
            answer:
              'No. Most clients keep their existing logo and core brand colors. We extend them into a fuller digital system with extra tints, neutrals, type and imagery. If your brand is early or dated, we can also refresh the logo as an optional part of the project.',
          },
          {
            question: 'How do you keep visual design accessible without making it look plain?',
            answer:
              'Accessibility limits some color pairings but leaves plenty of room for personality through typography, illustration, imagery and motion. We test contrast while exploring directions, not afterward, so the palette is both expressive and compliant with WCAG AA from the start.',
          },
          {
            question: 'Can you create custom illustrations and icons for our product?',
            answer:
              'Yes. Our visual designers draw custom icon sets and illustrations in a style matched to your brand, from simple line icons to detailed onboarding scenes. You receive editable source files and optimized exports, and you own full rights to the artwork.',
          },
          {
            question: 'Will the new visual design work in our marketing materials too?',
            answer:
              'It should, and we plan for that. Our guidelines cover product screens, the marketing website, social graphics, app store screenshots and presentation templates, so campaigns and the product tell the same visual story rather than drifting apart over time.',
          },
        ],
        meta: {
          title: 'Visual Design for Apps & Websites | NimbleForge',
          description:
            'Visual design for digital products: color palettes, typography, custom icons, illustrations and brand guidelines that make your app instantly recognizable.',
          keywords: [
            'visual design services',
            'app visual design',
            'digital brand guidelines',
            'custom icon design',
            'illustration design',
            'color and typography system',
          ],
        },
      },
    },
    {
      slug: 'interaction-design',
      name: 'Interaction Design',
      description:
        'Thoughtful transitions, feedback and gestures that make every tap, click and swipe feel responsive.',
      icon: 'MousePointerClick',
      page: {
        promise: 'Every tap, click and swipe answered with clear, responsive, purposeful feedback.',
        intro: [
          'Interaction design is about what happens between the screens: how a button responds when pressed, how a form tells you something is wrong, how a list reorders when you drag an item, how the app explains that it is still loading. These moments decide whether a product feels responsive and dependable or sluggish and confusing. We design them deliberately rather than leaving them to chance during development.',
          'We define states, transitions, gestures and microinteractions for web and mobile products, then specify them precisely enough for developers to implement them faithfully. Motion is used to explain, not decorate: to show where content came from, confirm an action or draw attention to a change. We also respect reduced-motion preferences and keep animations light so performance does not suffer.',
        ],
        deliverables: [
          {
            title: 'Interaction patterns library',
            text: 'Documented patterns for navigation, selection, drag and drop, inline editing, undo and bulk actions, so similar tasks behave the same way throughout the product.',
          },
          {
            title: 'Component state specifications',
            text: 'Every interactive element defined across hover, focus, pressed, disabled, loading, error and success states, including keyboard behavior and screen reader announcements.',
          },
          {
            title: 'Microinteraction designs',
            text: 'Small, purposeful animations for actions such as adding to cart, saving, toggling or pulling to refresh, designed to confirm what happened without slowing users down.',
          },
          {
            title: 'Motion guidelines',
            text: 'Standard durations, easing curves and choreography rules for transitions, with reduced-motion alternatives, so animation feels consistent no matter which developer implements it.',
          },
          {
            title: 'Animated prototypes',
            text: 'High-fidelity prototypes in ProtoPie or Figma that demonstrate gestures, transitions and timing realistically, used for user testing and as a reference for developers.',
          },
          {
            title: 'Lottie and code-ready assets',
            text: 'Lightweight Lottie files or CSS and platform animation specs for complex motion, exported and tested so they run smoothly on mid-range phones.',
          },
        ],
        process: [
          {
            title: 'Interaction inventory',
            text: 'We list every interactive element and moment in your product, noting where feedback is missing, inconsistent or confusing to users.',
          },
          {
            title: 'Pattern definition',
            text: "We choose interaction patterns for recurring tasks, aligned with platform conventions and your users' habits, and agree them with product and engineering leads.",
          },
          {
            title: 'Motion design',
            text: 'We design transitions and microinteractions, prototype them at real speed and refine timing until they feel natural rather than showy or slow.',
          },
          {
            title: 'Test and tune',
            text: 'We test animated prototypes with users and on target devices, checking comprehension, accessibility and frame rates before we finalize the specifications.',
          },
          {
            title: 'Implementation review',
            text: 'We pair with developers as they build, comparing implemented interactions side by side with prototypes and adjusting details that feel off in code.',
          },
        ],
        technologies: [
          'Figma',
          'ProtoPie',
          'Principle',
          'Adobe After Effects',
          'Lottie',
          'Rive',
          'Framer Motion',
          'CSS Animations',
          'Jetpack Compose Animation',
          'SwiftUI',
        ],
        outcomes: [
          {
            title: 'Products that feel faster',
            text: 'Immediate feedback, skeleton screens and optimistic updates make waits feel shorter, so users perceive the product as quick even when the network is slow.',
          },
          {
            title: 'Fewer user errors',
            text: 'Clear states, inline validation and easy undo help users notice and recover from mistakes quickly, reducing failed submissions and accidental actions.',
          },
        ],
        faqs: [
          {
            question: 'Will interaction animations slow down our app or website?',
            answer:
              'Not when designed carefully. We favor transforms and opacity changes that browsers and phones render efficiently, keep durations short and test on mid-range devices. Lottie and Rive files are optimized for size, and every animation respects the system reduced-motion setting.',
          },
          {
            question: 'What is the difference between interaction design and UI design?',
            answer:
              'UI design defines how screens and components look in each state. Interaction design defines how they behave over time: what triggers a change, how the transition unfolds and what feedback users receive. The two overlap heavily, and we usually deliver them together for a product.',
          },
          {
            question: 'How do developers implement the interactions you design?',
            answer:
              'We hand over animated prototypes, a motion spec with durations and easing values, and exported Lottie or Rive files where needed. Our designers then review builds with developers, which matters because timing differences of a hundred milliseconds can change how an interaction feels.',
          },
          {
            question: 'Can interaction design improve complex data-heavy dashboards?',
            answer:
              'Very much so. Dashboards benefit from well-designed filtering, sorting, inline editing, drill-down transitions and bulk actions. Clear feedback about loading and saving prevents double submissions, and keyboard shortcuts speed up power users who spend hours in the tool every day.',
          },
        ],
        meta: {
          title: 'Interaction Design & Microinteractions | NimbleForge',
          description:
            'Interaction design for web and mobile apps: component states, microinteractions, motion guidelines and animated prototypes that make products feel responsive.',
          keywords: [
            'interaction design services',
            'microinteraction design',
            'motion design for apps',
            'ui animation',
            'animated prototypes',
            'lottie animation',
          ],
        },
      },
    },
  ],
};
