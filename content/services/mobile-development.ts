import type { Category } from '@/content/types';

export const category: Category = {
  slug: 'mobile-development',
  name: 'Mobile Development',
  description:
    'Native, cross-platform and web apps designed, built, tested and supported by one team.',
  icon: 'Smartphone',
  hub: {
    intro: [
      'Your customers, staff and partners reach for a phone before anything else, so the app you put in their hands has to load fast, feel familiar and work on a patchy connection. Since 2011 we have designed and built mobile products for startups, SMEs and enterprises in healthcare, fintech, retail, logistics, education, real estate and manufacturing. We write native Swift and Kotlin when performance and platform features matter, and we use Flutter or React Native when one codebase serving both stores is the smarter investment.',
      'Mobile work at NimbleForge covers the whole life of an app. Designers map the journeys and build clickable prototypes, engineers ship the iOS, Android and web clients along with the APIs behind them, and QA engineers test on real devices before every release. After launch, the same team watches crash reports, keeps up with each new OS version and adds the features your users ask for, so nothing is lost in a handover.',
      'Teams in Bangalore, Hyderabad and Wilmington, Delaware give you overlapping working hours whether you are in Asia, Europe or North America. You get a named project lead, a shared board you can check at any time, and a demo build on your own phone every sprint. With 175+ projects delivered over 15+ years, we know where mobile projects usually slip and we plan around those points from the first week.',
    ],
    whyUs: [
      {
        title: 'Native and cross-platform depth',
        text: 'Our engineers build with Swift, Kotlin, Flutter and React Native, so we recommend the approach that fits your budget, feature list and roadmap instead of the one framework we happen to know. You get an honest comparison before any code is written.',
      },
      {
        title: 'Store-ready from sprint one',
        text: 'We set up signing, build pipelines and TestFlight or Play internal testing in the first sprint. Every build you review is installable, and store listings, privacy labels and review guidelines are handled long before launch week rather than in a rush at the end.',
      },
      {
        title: 'Real devices, real networks',
        text: 'We test on a device lab of current and older iPhones and Android phones, plus cloud device farms, under slow and dropped connections. Problems that only show up on a three-year-old budget phone are found by us, not by your one-star reviewers.',
      },
      {
        title: 'Support after launch',
        text: 'Launch is where most apps start to learn from real users. We stay on with monitored releases, OS-upgrade readiness and a clear support agreement, backed by our 100% support commitment, so your app keeps improving instead of slowly breaking with each platform update.',
      },
    ],
    meta: {
      title: 'Mobile App Development Company | NimbleForge',
      description:
        'NimbleForge designs, builds, tests and supports iOS, Android, Flutter and React Native apps and PWAs for startups, SMEs and enterprises since 2011.',
      keywords: [
        'mobile app development company',
        'mobile app development services',
        'ios and android app development',
        'cross-platform app development',
        'app design and testing',
      ],
    },
  },
  subServices: [
    {
      slug: 'ios-app-development',
      name: 'iOS App Development',
      description:
        'Native Swift and SwiftUI apps for iPhone, iPad and Apple Watch, built for App Store approval.',
      icon: 'Apple',
      page: {
        promise: 'Native iPhone and iPad apps that feel at home on iOS and pass review first time.',
        intro: [
          'iPhone users notice when an app ignores platform conventions: a back gesture that fails, text that will not resize, a share sheet that looks foreign. We build native iOS apps in Swift and SwiftUI that follow the Human Interface Guidelines, support Dynamic Type and VoiceOver, and use the frameworks Apple keeps improving every year, from widgets and Live Activities to Sign in with Apple and Apple Pay.',
          'Our iOS engineers work with your product owner from the first backlog session to the App Store release. We plan for the review process early, so privacy manifests, data-use labels and in-app purchase rules are settled before they can delay launch. Whether it is a consumer app or a field tool for staff, you get code your future team can extend.',
        ],
        deliverables: [
          {
            title: 'Native Swift codebase',
            text: 'A Swift and SwiftUI project organized into feature modules with Swift Package Manager, documented architecture decisions and consistent naming, handed over in your own Git repository from the first commit.',
          },
          {
            title: 'App Store submission package',
            text: 'Screenshots for every required device size, a keyword-researched listing, privacy nutrition labels, a privacy manifest and reviewer notes, so your first submission reaches the reviewer complete and ready for approval.',
          },
          {
            title: 'Apple platform integrations',
            text: 'Working integrations with the Apple features your product needs, such as Apple Pay, HealthKit, push notifications, widgets, Live Activities, Sign in with Apple or Core Location, each covered by tests.',
          },
          {
            title: 'Automated build pipeline',
            text: 'A Fastlane and Xcode Cloud or GitHub Actions pipeline that runs tests, manages signing certificates and uploads every merged change to TestFlight, so stakeholders always have the latest build on their iPhones.',
          },
          {
            title: 'Crash and performance monitoring',
            text: 'Firebase Crashlytics or Sentry configured with symbol uploads, plus MetricKit reporting for launch time and hangs, giving you a dashboard of real-world stability from the first TestFlight build onward.',
          },
        ],
        process: [
          {
            title: 'iOS product discovery',
            text: 'We review your goals, audience and competitors on the App Store, pick the minimum iOS version to support and list the Apple frameworks involved, ending with a scoped backlog and estimate.',
          },
          {
            title: 'Interface and architecture',
            text: 'Designers produce iPhone and iPad layouts that follow Apple conventions while engineers choose the data layer, networking approach and module boundaries, agreeing both before sprint work begins.',
          },
          {
            title: 'Sprint builds on TestFlight',
            text: 'Two-week sprints end with a TestFlight build and a short demo call. You test on your own device, comment in the shared board and see fixes arrive in the next build.',
          },
          {
            title: 'Review and release',
            text: 'We run a pre-submission checklist against the App Review Guidelines, submit the build, answer reviewer questions and use phased release to roll out to users gradually while watching crash rates.',
          },
          {
            title: 'Post-launch iteration',
            text: 'After release we triage crash reports and App Store reviews weekly, test each new iOS beta and plan the next features with you from real usage data.',
          },
        ],
        technologies: [
          'Swift',
          'SwiftUI',
          'UIKit',
          'Combine',
          'Swift Concurrency',
          'Core Data',
          'SwiftData',
          'Xcode Cloud',
          'Fastlane',
          'TestFlight',
          'XCTest',
          'Firebase Crashlytics',
        ],
        outcomes: [
          {
            title: 'Smoother App Store approvals',
            text: 'Because guideline checks, privacy labels and reviewer notes are prepared during development, first submissions are far less likely to be rejected, and your launch date stops depending on a surprise review note.',
          },
          {
            title: 'Responsive, stable iOS experience',
            text: 'Native rendering, careful memory use and MetricKit-guided tuning give you quick cold starts and smooth scrolling; our iOS apps typically hold crash-free session rates above 99.5% after the first month.',
          },
        ],
        faqs: [
          {
            question: 'Should our iOS app use SwiftUI or UIKit?',
            answer:
              'For most new apps we build screens in SwiftUI because it is faster to develop and matches current Apple guidance. We still drop into UIKit for complex lists, custom camera views or older iOS versions, and both can live together in one project without trouble.',
          },
          {
            question: 'Who owns the Apple Developer account and the code?',
            answer:
              'You do. We ask you to enroll your company in the Apple Developer Program and invite us as team members, so the app, certificates and App Store listing stay yours. The source code lives in your repository and is assigned to you under our contract.',
          },
          {
            question: 'How long does it take to build a first iOS app release?',
            answer:
              'A focused first release with login, a handful of core screens and a backend integration usually takes 10 to 16 weeks. Apps with payments, offline sync or hardware integrations take longer, and we give you a sprint-by-sprint plan once discovery is complete.',
          },
          {
            question: 'Can you take over an existing Objective-C or Swift app?',
            answer:
              'Yes. We begin with a code audit covering architecture, dependencies, crash history and test coverage, then propose a plan. Often that means new features in Swift while older Objective-C screens are migrated gradually, so users never face a risky full rewrite.',
          },
        ],
        meta: {
          title: 'iOS App Development Services | NimbleForge',
          description:
            'Native iPhone and iPad apps built in Swift and SwiftUI, with Apple Pay, HealthKit, widgets and App Store submission handled by NimbleForge engineers.',
          keywords: [
            'ios app development',
            'iphone app development company',
            'swift app developers',
            'swiftui development',
            'ipad app development',
            'app store submission',
          ],
        },
      },
    },
    {
      slug: 'android-app-development',
      name: 'Android App Development',
      description:
        'Kotlin and Jetpack Compose apps that run smoothly across the wide range of Android devices.',
      icon: 'TabletSmartphone',
      page: {
        promise: 'Kotlin apps that run smoothly on flagship phones and budget handsets alike.',
        intro: [
          "Android runs on thousands of device models, from flagship foldables to entry-level phones with 3 GB of memory, and your app has to behave well on all of them. We build native Android apps in Kotlin with Jetpack Compose, following Google's recommended architecture, so screens adapt to different sizes, survive configuration changes and keep working when the operating system reclaims memory in the background.",
          'We handle the parts of Android work that often get left until late: Play Console setup, target API deadlines, background work limits, runtime permissions and data safety declarations. If your users include field workers, delivery drivers or customers in areas with weak coverage, we design offline-first data flows from the start. You receive a clean Gradle project and automated builds.',
        ],
        deliverables: [
          {
            title: 'Kotlin and Compose project',
            text: 'A multi-module Gradle project written in Kotlin with Jetpack Compose, Hilt dependency injection and a clear separation between UI, domain and data layers, ready for your team to extend.',
          },
          {
            title: 'Google Play release setup',
            text: 'Play Console configuration with internal, closed and production tracks, a data safety form, content rating, store listing graphics and signed app bundles using Play App Signing.',
          },
          {
            title: 'Offline-first data layer',
            text: 'Local storage with Room, background sync with WorkManager and conflict rules agreed with you, so users can keep working without signal and their changes upload reliably once they reconnect.',
          },
          {
            title: 'CI and staged rollouts',
            text: 'GitHub Actions or Bitrise pipelines that lint, test and build every pull request, then push approved builds to Play tracks with staged rollout percentages you control.',
          },
          {
            title: 'Android vitals monitoring',
            text: 'Crashlytics, Play vitals alerts and baseline profiles configured so that crash rate, ANR rate and startup time are tracked from launch, with thresholds that warn us before Google does.',
          },
        ],
        process: [
          {
            title: 'Audience and device research',
            text: 'We look at where your users are, which phones they carry and how they connect, then set the minimum SDK, target devices and performance budget the Android build must meet.',
          },
          {
            title: 'Material-based design',
            text: 'Designers adapt your brand to Material 3 components, plan layouts for phones, tablets and foldables, and document how each screen behaves with back navigation and system dark mode.',
          },
          {
            title: 'Iterative Kotlin development',
            text: 'Engineers build features in two-week sprints, shipping every sprint to a Play internal testing track so you and your testers install updates straight from the Play Store.',
          },
          {
            title: 'Fragmentation testing',
            text: 'We run automated and manual tests on physical devices from several manufacturers and on Firebase Test Lab, checking memory, battery use and layout on low-end and high-end hardware.',
          },
          {
            title: 'Staged Play launch',
            text: 'Production releases start with a small rollout percentage. We watch crash and ANR rates for a few days, then widen the rollout or halt it if vitals move the wrong way.',
          },
        ],
        technologies: [
          'Kotlin',
          'Jetpack Compose',
          'Android Jetpack',
          'Kotlin Coroutines',
          'Hilt',
          'Room',
          'WorkManager',
          'Retrofit',
          'Gradle',
          'Android Studio',
          'Firebase Test Lab',
          'Google Play Console',
        ],
        outcomes: [
          {
            title: 'Consistent experience on every phone',
            text: 'Testing across manufacturers and price bands means the app behaves the same on a premium flagship and a budget handset, widening the audience you can serve without a flood of device-specific complaints.',
          },
          {
            title: 'Healthy Play Store vitals',
            text: "Keeping crash and ANR rates below Google's bad-behavior thresholds protects your visibility in Play search and recommendations, and spares you the warning banners that put new users off installing.",
          },
          {
            title: 'Reliable work in the field',
            text: 'Offline-first sync lets drivers, technicians and sales staff capture data anywhere; field teams typically recover 20-30 minutes a day once they stop waiting for signal or re-entering lost records.',
          },
        ],
        faqs: [
          {
            question: 'Why choose native Kotlin instead of a cross-platform framework for Android?',
            answer:
              'Native Kotlin makes sense when your app leans on Android-specific features such as background services, custom hardware, deep system integration or demanding graphics. If your app is mostly forms and content shared with iOS, we will say so and suggest a cross-platform build instead.',
          },
          {
            question: 'Which Android versions and devices will our app support?',
            answer:
              'We normally set the minimum SDK to cover well over 90% of active devices in your target markets and always target the API level Google Play currently requires. We then agree a short list of priority devices, based on your analytics, to test in depth.',
          },
          {
            question: 'How long does a typical Android app take to build?',
            answer:
              'A first Android release with core features, login and an API integration usually needs 10 to 16 weeks. Offline sync, payments, Bluetooth devices or enterprise device management add time, and we share a sprint-level timeline after the discovery phase.',
          },
          {
            question: 'Can you build Android apps for company-managed devices?',
            answer:
              'Yes. We build apps for Android Enterprise work profiles and dedicated kiosk devices, support managed configurations from your MDM, and can distribute privately through managed Google Play so the app never appears in the public store.',
          },
        ],
        meta: {
          title: 'Android App Development Company | NimbleForge',
          description:
            'Kotlin and Jetpack Compose Android apps with offline sync, Play Store release management and testing across budget and flagship devices by NimbleForge.',
          keywords: [
            'android app development',
            'kotlin app developers',
            'jetpack compose development',
            'google play app publishing',
            'android enterprise apps',
          ],
        },
      },
    },
    {
      slug: 'hybrid-app-development',
      name: 'Hybrid App Development',
      description:
        'One Flutter or React Native codebase that ships polished apps to both iOS and Android.',
      icon: 'Layers',
      page: {
        promise: 'One shared codebase, two store-ready apps, and a single team to maintain them.',
        intro: [
          'Building the same features twice in Swift and Kotlin doubles the cost of every change. With Flutter or React Native, we write most of your app once and ship it to both iOS and Android, while still using native modules for the features that need them. For many business apps, such as booking, ordering, learning portals or customer accounts, users cannot tell the difference from a fully native build.',
          'We help you choose the framework honestly. Flutter suits teams that want pixel-perfect custom interfaces and consistent rendering; React Native fits companies with React web developers and shared TypeScript logic. In both cases we structure the project so platform-specific code stays small and isolated, keep both store releases in step, and test on real iPhones and Android phones before anything reaches your users.',
        ],
        deliverables: [
          {
            title: 'Shared cross-platform codebase',
            text: 'A Flutter or React Native project in which business logic, state management and most screens are shared, with platform-specific code grouped in clearly named folders and covered by tests.',
          },
          {
            title: 'Custom native modules',
            text: 'Bridging code in Swift and Kotlin for capabilities the framework does not cover well, such as specialized Bluetooth devices, secure enclave storage or platform payment sheets.',
          },
          {
            title: 'Framework selection report',
            text: 'A short written comparison of Flutter, React Native and native for your feature list, team skills and budget, with our recommendation and the trade-offs you are accepting.',
          },
          {
            title: 'Dual store release pipeline',
            text: 'Codemagic, EAS Build or GitHub Actions workflows that produce signed iOS and Android builds from one commit and deliver them to TestFlight and Play testing tracks together.',
          },
          {
            title: 'Shared design component library',
            text: 'A set of reusable buttons, inputs, cards and navigation patterns that adapt to iOS and Android conventions where it matters, documented so new screens stay consistent.',
          },
          {
            title: 'Over-the-air update setup',
            text: 'Where the framework and store rules allow, configured over-the-air updates through Expo Updates or Shorebird, so small fixes reach users without waiting for a full store review.',
          },
        ],
        process: [
          {
            title: 'Framework fit assessment',
            text: 'We list the hardware, platform features and performance demands in your roadmap, check each against Flutter and React Native support, and confirm that a shared codebase is the right call.',
          },
          {
            title: 'Shared architecture setup',
            text: 'Engineers set up the project structure, state management, navigation and API layer, and decide upfront which parts stay shared and which need platform-specific modules.',
          },
          {
            title: 'Parallel platform sprints',
            text: 'Each sprint delivers the same features to both platforms at once. You receive iOS and Android test builds together and review them side by side in the demo.',
          },
          {
            title: 'Cross-device verification',
            text: 'QA engineers test every build on a mix of iPhones and Android phones, comparing gestures, keyboards, permissions and performance so neither platform feels like a port.',
          },
          {
            title: 'Coordinated store launch',
            text: 'We prepare both store listings, submit to Apple and Google in parallel, handle any reviewer feedback and time the public release so both audiences get the app the same day.',
          },
        ],
        technologies: [
          'Flutter',
          'Dart',
          'React Native',
          'TypeScript',
          'Expo',
          'Redux Toolkit',
          'Riverpod',
          'Codemagic',
          'EAS Build',
          'Shorebird',
          'Detox',
        ],
        outcomes: [
          {
            title: 'Lower build and upkeep cost',
            text: 'Sharing most of the code between platforms typically cuts initial build cost by 30-40% compared with two native apps, and every later feature or bug fix is written once instead of twice.',
          },
          {
            title: 'Feature parity across platforms',
            text: 'iOS and Android users get the same features on the same day, so your support team, marketing and training material describe one product instead of tracking two diverging apps.',
          },
        ],
        faqs: [
          {
            question: 'Should we pick Flutter or React Native for our cross-platform app?',
            answer:
              'Choose Flutter if a custom, brand-heavy interface and consistent rendering on every device matter most. Choose React Native if your team already writes React and TypeScript or you want to share logic with a web app. We assess your case before recommending either.',
          },
          {
            question: 'Will a hybrid app feel slower than a native one?',
            answer:
              "For typical business apps, no. Flutter compiles to native machine code and React Native's new architecture renders native components, so scrolling and transitions stay smooth. Heavy 3D graphics, advanced camera processing or complex audio are where native code still wins.",
          },
          {
            question: 'Can a cross-platform app use device features like the camera and Bluetooth?',
            answer:
              'Yes. Mature plugins cover the camera, location, biometrics, push notifications, Bluetooth and payments. When a plugin falls short, we write a small native module in Swift or Kotlin and expose it to the shared code.',
          },
          {
            question: 'Can you move our two separate native apps to one shared codebase?',
            answer:
              'Yes, and it rarely needs a big-bang rewrite. Flutter add-to-app and React Native brownfield integration let us replace screens one section at a time inside your existing apps, so releases continue while the shared codebase grows.',
          },
        ],
        meta: {
          title: 'Hybrid & Cross-Platform App Development | NimbleForge',
          description:
            'Flutter and React Native apps built once for iOS and Android, with native modules, dual store pipelines and real-device testing from NimbleForge.',
          keywords: [
            'hybrid app development',
            'cross-platform app development',
            'flutter app development',
            'react native development',
            'ios and android from one codebase',
          ],
        },
      },
    },
    {
      slug: 'mobile-app-design',
      name: 'Mobile App Design',
      description:
        'Research-led UX and UI design for mobile apps, from first sketches to developer-ready files.',
      icon: 'Palette',
      page: {
        promise:
          'Mobile interfaces your users understand at a glance and your developers can build exactly.',
        intro: [
          'On a small screen, every extra tap and unclear label costs you users. Our designers start with the people who will hold the phone: what they are trying to get done, where they are when they open the app, and what stops them today. From that research we shape flows, wireframes and a visual language that fit iOS and Android conventions while still looking clearly like your brand.',
          'Design does not stop at pretty screens. We build interactive Figma prototypes, test them with real users before development starts, and hand engineers a component library with every state, spacing token and animation defined. That means fewer questions during sprints and an app that looks the way it was approved. You can hire us for design alone or pair it with our mobile engineering team.',
        ],
        deliverables: [
          {
            title: 'User research summary',
            text: 'Findings from stakeholder workshops, user interviews and competitor app reviews, condensed into personas, key tasks and the pain points the design must solve, shared as a short readable report.',
          },
          {
            title: 'User flows and wireframes',
            text: 'Annotated flows for every primary journey, such as onboarding, search, checkout or booking, plus low-fidelity wireframes that settle structure and content before visual design begins.',
          },
          {
            title: 'Interactive Figma prototype',
            text: 'A clickable prototype with realistic content and transitions that runs on a phone, suitable for stakeholder sign-off, investor demos and moderated usability testing sessions.',
          },
          {
            title: 'Mobile design system',
            text: 'A Figma library of color, typography and spacing tokens plus components with every state, including empty, loading, error and disabled, adapted for both iOS and Android.',
          },
          {
            title: 'Usability test report',
            text: 'Results from sessions with five to eight target users, listing where people hesitated or failed, rated by severity, along with the design changes we made in response.',
          },
          {
            title: 'Developer handoff package',
            text: 'Organized Figma files with Dev Mode annotations, exported icons and illustrations, motion specifications and an accessibility checklist, so engineers build screens without guessing.',
          },
        ],
        process: [
          {
            title: 'Research and discovery',
            text: 'We interview stakeholders and users, review analytics and support tickets if you have them, and study competing apps to define the jobs your app must do well.',
          },
          {
            title: 'Flows and wireframes',
            text: 'We sketch the navigation model and key journeys as wireframes, walking you through them screen by screen until structure, content and priorities are agreed.',
          },
          {
            title: 'Visual design',
            text: 'Designers apply your brand to the approved wireframes, respecting platform patterns, touch target sizes and contrast ratios, and present high-fidelity screens for feedback.',
          },
          {
            title: 'Prototype and test',
            text: 'We link the screens into a prototype, run usability sessions with target users, and revise the flows wherever people struggled before a single line of code is written.',
          },
          {
            title: 'Handoff and build support',
            text: 'We package the design system and screens for developers, then stay available during development to answer questions, review builds and fix visual gaps.',
          },
        ],
        technologies: [
          'Figma',
          'FigJam',
          'Figma Dev Mode',
          'ProtoPie',
          'Maze',
          'Lottie',
          'Adobe Illustrator',
          'Material Design 3',
          'Apple Human Interface Guidelines',
        ],
        outcomes: [
          {
            title: 'Higher task completion rates',
            text: 'Testing flows with real users before launch removes the confusing steps that cause people to abandon onboarding or checkout, so more visitors finish what they opened the app to do.',
          },
          {
            title: 'Less rework during development',
            text: 'When every component state and edge case is designed upfront, engineers stop pausing to ask how a screen should behave, and late design changes typically drop sharply once sprints start.',
          },
          {
            title: 'A brand that scales across screens',
            text: 'A documented design system keeps new features visually consistent across iOS, Android and tablets, even as your team grows or hands work to other agencies.',
          },
        ],
        faqs: [
          {
            question: 'Do you design separately for iOS and Android?',
            answer:
              "We design one product with platform-aware details. Core layouts and branding stay shared, while navigation patterns, system controls, typography and gestures follow each platform's conventions so the app feels natural to both iPhone and Android users.",
          },
          {
            question: 'Can you redesign an app that is already live?',
            answer:
              'Yes. We start by auditing the current app, its reviews and analytics to find the biggest problems, then prioritize changes so they can be released in stages. That avoids shocking existing users with a sudden, complete change of layout.',
          },
          {
            question: 'Will the app design meet accessibility standards?',
            answer:
              'We design to WCAG 2.2 AA as a baseline: sufficient color contrast, touch targets of at least 44 points, readable text at large system font sizes, and screens that make sense to VoiceOver and TalkBack users.',
          },
          {
            question: 'Can our own developers build from your app designs?',
            answer:
              'Absolutely. Our handoff files are built for any engineering team, with named components, design tokens, spacing specifications and annotated interactions. We can also join a few of your sprint reviews to check that builds match the approved designs.',
          },
        ],
        meta: {
          title: 'Mobile App UI/UX Design Services | NimbleForge',
          description:
            'Research-led mobile UX and UI design: user flows, Figma prototypes, usability testing and developer-ready design systems for iOS and Android apps.',
          keywords: [
            'mobile app design',
            'mobile ui ux design',
            'app prototype design',
            'figma app design',
            'mobile design system',
          ],
        },
      },
    },
    {
      slug: 'progressive-web-apps',
      name: 'Progressive Web Apps',
      description:
        'Installable, offline-capable web apps that load fast and reach users without an app store.',
      icon: 'Globe',
      page: {
        promise:
          'App-like experiences that install from a link, work offline and update instantly.',
        intro: [
          'Not every product needs an app store listing. A progressive web app runs in the browser, installs to the home screen from a link, works without a connection and receives updates the moment you deploy. For customer portals, ordering, field forms and internal tools, a PWA can reach users on any phone, tablet or desktop without asking them to download anything first.',
          'We build PWAs with React, Next.js, Angular or Vue, using service workers for offline caching, a web app manifest for installation and web push for notifications, which now also works on iOS for installed web apps. We tune for Core Web Vitals so pages load quickly on mid-range phones, and we are candid about where browsers still fall short so you can decide whether a native app is needed.',
        ],
        deliverables: [
          {
            title: 'Installable web application',
            text: 'A responsive web app with a complete web app manifest, icons, splash screens and install prompts, so users can add it to home screens on Android, iOS and desktop browsers.',
          },
          {
            title: 'Offline caching strategy',
            text: 'Service workers built with Workbox that cache the app shell and key data, queue form submissions made offline and sync them automatically once the device reconnects.',
          },
          {
            title: 'Web push notifications',
            text: 'Push notifications set up through the Push API and your chosen provider, with permission prompts timed sensibly and user preferences stored so messages stay relevant.',
          },
          {
            title: 'Core Web Vitals report',
            text: 'Lighthouse and real-user measurements for Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift, with the optimizations applied and the before-and-after numbers.',
          },
          {
            title: 'Optional store packaging',
            text: 'Where you want store visibility, a Trusted Web Activity wrapper for Google Play built with Bubblewrap, so the same PWA can also be listed and discovered in the Play Store.',
          },
        ],
        process: [
          {
            title: 'Capability check',
            text: 'We list every feature you need and confirm browser support on iOS Safari, Chrome and other target browsers, flagging anything that would genuinely require a native app.',
          },
          {
            title: 'Offline-first design',
            text: 'We decide what must work without a connection, how cached data is refreshed and how conflicts are resolved, then design screens that clearly show offline and syncing states.',
          },
          {
            title: 'Build and instrument',
            text: 'Engineers build the app and service worker in short iterations, deploying each to a preview URL you can install on your phone, with performance monitoring in place from day one.',
          },
          {
            title: 'Cross-browser testing',
            text: 'We test installation, offline behavior, push and updates on real iPhones, Android phones and desktops, including slow 3G throttling and airplane-mode checks.',
          },
          {
            title: 'Launch and measure',
            text: 'We deploy to your hosting or CDN, track install rates, offline usage and Web Vitals from real users, and tune caching rules based on what the data shows.',
          },
        ],
        technologies: [
          'React',
          'Next.js',
          'Angular',
          'Vue.js',
          'TypeScript',
          'Workbox',
          'Service Workers',
          'Web App Manifest',
          'IndexedDB',
          'Lighthouse',
          'Bubblewrap',
        ],
        outcomes: [
          {
            title: 'Reach without store friction',
            text: 'Users start from a link in an email, QR code or search result and are inside the app in seconds, with no download step to lose them along the way.',
          },
          {
            title: 'One release for every device',
            text: 'A single deployment updates phones, tablets and desktops at the same moment, so there are no old app versions to support and no waiting on store review for a fix.',
          },
          {
            title: 'Fast loads on modest hardware',
            text: 'Cached app shells and lean bundles mean repeat visits typically load in under two seconds on mid-range phones, which keeps more of your visitors engaged on mobile data.',
          },
        ],
        faqs: [
          {
            question: 'Do progressive web apps work properly on iPhones?',
            answer:
              'Yes, with some limits. Safari supports installation to the home screen, offline caching and, for installed web apps, push notifications. Background sync and some hardware APIs remain unavailable on iOS, and we check your feature list against these gaps during planning.',
          },
          {
            question: 'Should we build a PWA or a native app?',
            answer:
              'A PWA suits content, ordering, booking, portals and internal tools where reach and fast updates matter most. Choose native when you need deep hardware access, heavy background processing or the discovery that App Store and Play listings bring.',
          },
          {
            question: 'Can a PWA be published on Google Play or the App Store?',
            answer:
              'Google Play accepts PWAs wrapped as Trusted Web Activities, and we handle that packaging for you. Apple expects App Store apps to offer more than a wrapped website, so for iOS we usually recommend installing from Safari or a light native shell with genuine native features.',
          },
          {
            question: 'Can you turn our existing website into a PWA?',
            answer:
              'Often, yes. If your site is already responsive and reasonably fast, we add a manifest, service worker, offline pages and install prompts, then fix performance issues we find. Older server-rendered sites may need some front-end restructuring first.',
          },
        ],
        meta: {
          title: 'Progressive Web App Development | NimbleForge',
          description:
            'Installable, offline-ready progressive web apps with push notifications and fast Core Web Vitals, built in React, Next.js, Angular or Vue by NimbleForge.',
          keywords: [
            'progressive web app development',
            'pwa development company',
            'offline web app',
            'installable web app',
            'service worker development',
          ],
        },
      },
    },
    {
      slug: 'app-maintenance-support',
      name: 'App Maintenance & Support',
      description:
        'Monitoring, bug fixes, OS updates and steady improvements that keep live apps healthy.',
      icon: 'Wrench',
      page: {
        promise:
          'Your live app monitored, patched and ready for every new iOS and Android release.',
        intro: [
          'An app that is not maintained starts to decay the day it launches. Apple and Google ship major OS versions every year, store policies and target API levels change, third-party SDKs deprecate old versions, and security patches pile up. We take responsibility for keeping your iOS, Android, cross-platform or web app healthy, whether we built it or inherited it from another team.',
          'Support plans cover monitoring, bug fixing, dependency updates and release management, with response times written into the agreement. Because we also run a development team, the same plan can include a monthly allowance for small enhancements, so your app keeps improving rather than just surviving. You get a monthly report showing what we fixed, what we updated and what we recommend next.',
        ],
        deliverables: [
          {
            title: 'Onboarding code audit',
            text: 'A review of architecture, dependencies, build setup, crash history and security posture when we take over an app, with a prioritized list of risks and the fixes we suggest first.',
          },
          {
            title: 'Service level agreement',
            text: 'Written response and resolution targets by severity, from critical outages to cosmetic bugs, with clear escalation paths and support hours that cover your key markets.',
          },
          {
            title: 'OS upgrade readiness',
            text: 'Testing against each iOS and Android beta as it appears, updating deprecated APIs and meeting new store requirements, so your app is compatible on release day rather than weeks later.',
          },
          {
            title: 'Dependency and security updates',
            text: 'Scheduled updates to SDKs, libraries and frameworks, with vulnerability scanning through Dependabot or Snyk and patches applied before they turn into store warnings or breaches.',
          },
          {
            title: 'Monthly health report',
            text: 'A concise report covering crash-free rates, ANRs, store ratings, resolved tickets, releases shipped and updates applied, plus the improvements we recommend for the following month.',
          },
          {
            title: 'Enhancement hour allowance',
            text: 'A monthly block of development hours for small features, copy changes, analytics events or UI tweaks, scheduled with you so everyday requests never wait for a new project.',
          },
        ],
        process: [
          {
            title: 'Takeover and audit',
            text: 'We get access to repositories, store accounts and monitoring tools, confirm we can build and sign the app, and complete the code and risk audit within the first few weeks.',
          },
          {
            title: 'Monitoring setup',
            text: 'We connect crash reporting, uptime checks and store review alerts to our support channels, setting thresholds so problems reach an engineer before most users notice.',
          },
          {
            title: 'Triage and fix',
            text: 'Incoming issues are classified by severity, reproduced, fixed and verified. Critical bugs get hotfix releases; lower-priority items are batched into planned maintenance releases.',
          },
          {
            title: 'Planned releases',
            text: 'On an agreed cadence we ship maintenance builds with dependency updates, fixes and small enhancements, using staged rollouts and release notes your team can share.',
          },
          {
            title: 'Quarterly review',
            text: 'Every quarter we review app health, upcoming OS and store changes, and your roadmap together, adjusting the plan and support hours to match what the app needs next.',
          },
        ],
        technologies: [
          'Firebase Crashlytics',
          'Sentry',
          'Jira Service Management',
          'Dependabot',
          'Snyk',
          'App Store Connect',
          'Google Play Console',
          'Fastlane',
          'Bitrise',
          'Datadog',
        ],
        outcomes: [
          {
            title: 'No release-day surprises',
            text: 'Preparing for each OS version during its beta period means new iPhones and Android updates do not break your app, and you avoid the emergency fixes and rating drops that follow.',
          },
          {
            title: 'Fewer crashes, better ratings',
            text: 'Continuous monitoring and steady bug fixing typically lift crash-free sessions into the 99.5% range and above within a few months, which tends to show up in calmer reviews and store ratings.',
          },
        ],
        faqs: [
          {
            question: 'Will you support an app that another agency built?',
            answer:
              'Yes, a large share of our support clients come to us that way. We start with a paid audit so we understand the code, build setup and risks before committing to an SLA, and we tell you plainly if anything needs urgent attention.',
          },
          {
            question: 'What response times does app support include?',
            answer:
              'It depends on the plan, but critical issues such as a crash on launch or a failed payment flow typically get a response within one to two hours and a hotfix as soon as a safe fix is verified. Minor bugs are scheduled into planned releases.',
          },
          {
            question: 'What happens to our app when Apple or Google release a new OS version?',
            answer:
              'We install the beta on test devices as soon as it appears, run regression tests, fix incompatibilities and adopt any mandatory changes. By the public release your updated build is usually already approved in the stores.',
          },
          {
            question: 'Do we keep access to our code and store accounts during support?',
            answer:
              'Always. The repositories, store accounts, signing keys and monitoring tools stay under your ownership, and we work through access you grant. If you ever move on, we hand over documentation and credentials in an orderly transition.',
          },
        ],
        meta: {
          title: 'Mobile App Maintenance & Support | NimbleForge',
          description:
            'Mobile app maintenance and support: crash monitoring, bug fixes, OS upgrade readiness, security updates and clear SLAs for iOS, Android and web apps.',
          keywords: [
            'app maintenance services',
            'mobile app support',
            'app bug fixing',
            'ios update compatibility',
            'android app maintenance',
            'app support sla',
          ],
        },
      },
    },
    {
      slug: 'mobile-app-testing',
      name: 'Mobile App Testing',
      description: 'Manual and automated QA on real devices to catch bugs before your users do.',
      icon: 'Bug',
      page: {
        promise: "Catch the bugs on our devices so they never reach your users' phones.",
        intro: [
          'Users rarely report bugs; they uninstall and leave a review. Our QA engineers test iOS, Android, cross-platform and progressive web apps the way real people use them: on different phones and OS versions, on weak networks, with interrupted calls, low batteries and denied permissions. We combine exploratory manual testing with automated suites, so every release is checked thoroughly without slowing your team down.',
          'You can bring us in as an independent testing team for an app built elsewhere, or embed our testers in your sprints. We write test plans from your requirements, automate the regression checks that run on every build, and log defects with clear reproduction steps, screenshots and device logs. Before each release you receive a sign-off report that says plainly what was tested and what risks remain.',
        ],
        deliverables: [
          {
            title: 'Mobile test strategy',
            text: 'A plan defining scope, device and OS coverage, test types, entry and exit criteria and the split between manual and automated testing, agreed with you before testing starts.',
          },
          {
            title: 'Test case library',
            text: 'Structured test cases in TestRail or Xray mapped to your user stories and acceptance criteria, kept current as features change and reusable for every future release.',
          },
          {
            title: 'Automated regression suite',
            text: 'Appium, Espresso, XCUITest or Maestro tests for critical journeys such as login, payments and checkout, running in CI on every build and reporting failures to your team.',
          },
          {
            title: 'Real-device test coverage',
            text: 'Execution on our in-house device lab plus BrowserStack or Firebase Test Lab, covering the phones, tablets and OS versions your analytics show your users actually carry.',
          },
          {
            title: 'Performance and security checks',
            text: 'Measurements of launch time, memory, battery and network use, plus checks against the OWASP Mobile Top 10, with findings ranked by severity and a suggested fix for each.',
          },
          {
            title: 'Release sign-off report',
            text: 'A summary for each release listing tests run, pass rates, open defects by severity and known risks, so your product owner can make an informed go or no-go decision.',
          },
        ],
        process: [
          {
            title: 'Requirements review',
            text: 'Testers study your specifications, designs and user stories early, flagging ambiguous requirements and missing edge cases before they are built into the code.',
          },
          {
            title: 'Plan and prioritize',
            text: 'We choose devices and OS versions from your analytics, rank features by business risk, and decide which journeys to automate first for the biggest return.',
          },
          {
            title: 'Manual and exploratory testing',
            text: 'Testers work through test cases and explore freely on real devices, including interruptions, permission changes, poor connectivity and accessibility settings such as large text.',
          },
          {
            title: 'Automate and integrate',
            text: 'Stable, high-value scenarios are scripted and wired into your CI pipeline, so every pull request or nightly build runs the regression suite without manual effort.',
          },
          {
            title: 'Report and sign off',
            text: 'Defects go into your tracker with logs and recordings; fixed issues are retested, and each release ends with a sign-off report and a review of what to test next time.',
          },
        ],
        technologies: [
          'Appium',
          'XCUITest',
          'Espresso',
          'Maestro',
          'Detox',
          'BrowserStack',
          'Firebase Test Lab',
          'Charles Proxy',
          'MobSF',
          'TestRail',
          'Jira',
        ],
        outcomes: [
          {
            title: 'Fewer defects in production',
            text: 'Structured testing on real devices catches issues before release; teams that add our regression suite typically see production bug reports fall by 40-60% within a few release cycles.',
          },
          {
            title: 'Faster, safer release cycles',
            text: 'Automated regression runs in minutes rather than days of manual checks, so you can ship weekly or even more often without gambling on whether old features still work.',
          },
        ],
        faqs: [
          {
            question: 'Which devices do you test mobile apps on?',
            answer:
              'We pick devices from your own analytics and market data, usually a mix of recent and older iPhones plus Android phones from Samsung, Google, Xiaomi and other popular makers. Our physical lab is supplemented by BrowserStack and Firebase Test Lab for wider coverage.',
          },
          {
            question: 'Should we automate all of our mobile app testing?',
            answer:
              'No. Automation pays off for stable, repeated journeys like login, search and checkout. Exploratory testing, visual polish and brand-new features are better handled by skilled manual testers. Most apps we support settle at a balance of both.',
          },
          {
            question: 'Can you test a mobile app that another team developed?',
            answer:
              'Yes. Independent testing is a common engagement for us. We need a test build, access to a staging backend and your requirements or designs. Within the first week we share a test plan, and defects start flowing into your tracker soon after.',
          },
          {
            question: 'Do you include security testing for mobile apps?',
            answer:
              'Our QA covers common mobile security checks based on the OWASP Mobile Top 10, such as insecure storage, weak transport security and exposed secrets, using tools like MobSF. For regulated apps in healthcare or fintech we can also arrange deeper penetration testing.',
          },
        ],
        meta: {
          title: 'Mobile App Testing & QA Services | NimbleForge',
          description:
            'Manual and automated mobile app testing on real iOS and Android devices: regression suites, performance, security checks and release sign-off reports.',
          keywords: [
            'mobile app testing',
            'mobile qa services',
            'app test automation',
            'appium testing',
            'real device testing',
            'ios and android testing',
          ],
        },
      },
    },
  ],
};
