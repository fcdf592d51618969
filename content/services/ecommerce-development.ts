import type { Category } from '@/content/types';

export const category: Category = {
  slug: 'ecommerce-development',
  name: 'eCommerce Development',
  description:
    'Online stores, marketplaces and payment systems built to sell reliably and scale with demand.',
  icon: 'ShoppingCart',
  hub: {
    intro: [
      'Selling online looks simple from the outside: a catalog, a cart and a checkout. Behind that surface sit payments, tax rules, stock levels, shipping rates, returns and a dozen integrations that all have to agree with each other. We build eCommerce platforms where those parts work together, so your customers get a fast, trustworthy store and your team gets back-office tools that match how you actually fulfill orders.',
      'Since 2011, NimbleForge has delivered storefronts, B2B ordering portals, multi-vendor marketplaces and order management systems for retailers, distributors and manufacturers. Some clients start on Shopify or WooCommerce and need custom extensions; others outgrow hosted platforms and need a headless or fully custom build. We help you choose the right foundation first, then design, develop, test and launch it with the same team.',
      'Our work does not stop at launch day. We monitor checkout performance, tune page speed, patch security issues and add features as your catalog, markets and sales channels grow. Whether you run a single brand store in Delaware or ship across India from several warehouses, we stay accountable for the platform that carries your revenue, and we report on its health in plain terms your team can act on.',
    ],
    whyUs: [
      {
        title: 'Commerce-first engineering',
        text: 'We design around the order lifecycle, not just the storefront. Carts, inventory reservations, payment callbacks, refunds and fulfillment events are modeled carefully, so edge cases like partial shipments and failed captures are handled before your customers find them.',
      },
      {
        title: 'Platform-neutral advice',
        text: 'We build on Shopify, WooCommerce, Magento and fully custom stacks. That range lets us recommend the option that fits your budget, catalog size and growth plans, rather than pushing every project toward the one tool we happen to know.',
      },
      {
        title: 'Security and compliance built in',
        text: 'Payment flows follow PCI DSS guidance, card data stays with certified processors, and we apply secure coding practices, dependency scanning and role-based admin access from the first sprint instead of bolting them on before launch.',
      },
      {
        title: 'Support after go-live',
        text: 'Peak sales days are when stores break. Our support team watches uptime, error rates and payment success during your busiest periods, applies fixes quickly and plans capacity ahead of promotions, so growth does not turn into downtime.',
      },
    ],
    meta: {
      title: 'eCommerce Development Services | NimbleForge',
      description:
        'Custom eCommerce development from NimbleForge: online stores, marketplaces, payment gateway integration and order management built to sell and scale.',
      keywords: [
        'ecommerce development services',
        'ecommerce development company',
        'online store development',
        'custom ecommerce platform',
        'marketplace development',
        'payment gateway integration',
      ],
    },
  },
  subServices: [
    {
      slug: 'ecommerce-website-development',
      name: 'eCommerce Website Development',
      description:
        'Online stores that load fast on phones, rank in search and turn browsers into buyers.',
      icon: 'Store',
      page: {
        promise: 'A fast, search-friendly online store your customers trust and your team can run.',
        intro: [
          'Your online store is often the first place a customer meets your brand, and it has a few seconds to earn their trust. We build eCommerce websites that load quickly on mobile networks, present products clearly and move shoppers from search to checkout with as few steps as possible. Every store we ship is responsive, accessible and structured so search engines can index your catalog properly.',
          'We work on Shopify, WooCommerce, Magento (Adobe Commerce) and headless setups with Next.js storefronts. For a new brand, that may mean a well-configured theme with a few custom sections. For an established retailer with thousands of SKUs, it may mean custom product listing pages, faceted search and integrations with your ERP, shipping and marketing tools.',
        ],
        deliverables: [
          {
            title: 'Responsive storefront design',
            text: 'Home, category, product, cart and checkout templates designed for phones first, then adapted for tablets and desktops, matching your brand guidelines and tested on real devices.',
          },
          {
            title: 'Configured store platform',
            text: 'A production-ready Shopify, WooCommerce, Magento or headless setup with taxes, shipping zones, currencies, customer accounts and staff permissions configured for how your business operates.',
          },
          {
            title: 'Product catalog migration',
            text: 'Products, variants, images, categories, customers and order history moved from your old platform or spreadsheets, with URL redirects mapped so existing search rankings are preserved.',
          },
          {
            title: 'Search and filtering',
            text: 'Site search with typo tolerance and faceted filters by size, color, price or any attribute you sell by, so shoppers find the right product in a couple of clicks.',
          },
          {
            title: 'Store app integrations',
            text: 'Connections to your payment provider, shipping carriers, email marketing, reviews, analytics and accounting tools, configured and tested end to end before launch.',
          },
          {
            title: 'Technical SEO foundation',
            text: 'Clean URLs, structured product data, XML sitemaps, canonical tags and fast Core Web Vitals scores, giving your catalog pages a fair chance to rank in organic search.',
          },
          {
            title: 'Admin training and handover',
            text: 'Recorded walkthroughs and written guides showing your team how to add products, run promotions, process refunds and update content without waiting on a developer.',
          },
        ],
        process: [
          {
            title: 'Store discovery',
            text: 'We review your catalog size, order volume, fulfillment setup and existing tools, then recommend a platform and scope with clear reasons and an itemized estimate.',
          },
          {
            title: 'UX and design',
            text: 'We map shopper journeys, design key templates in Figma and validate navigation and product pages with you before any theme or storefront code is written.',
          },
          {
            title: 'Sprint-based store build',
            text: 'Developers build the storefront and admin configuration in short sprints, connecting payments, shipping and marketing tools, with a staging store you can click through each week.',
          },
          {
            title: 'Test and migrate',
            text: 'We run test orders across payment methods and devices, load check popular pages, migrate live data and verify every redirect before switching the domain.',
          },
          {
            title: 'Launch and tune',
            text: 'After go-live we watch conversion, page speed and error logs closely for the first weeks, fixing friction points and tuning performance as real traffic arrives.',
          },
        ],
        technologies: [
          'Shopify',
          'WooCommerce',
          'Magento',
          'Next.js',
          'React',
          'Node.js',
          'Algolia',
          'Stripe',
          'Google Analytics 4',
          'Cloudflare',
        ],
        outcomes: [
          {
            title: 'Faster pages, fewer drop-offs',
            text: 'Optimized images, lean scripts and a streamlined checkout reduce load times and abandoned sessions, which usually shows up as a measurable lift in mobile conversion within the first few months.',
          },
          {
            title: 'A store your team controls',
            text: 'Merchandisers update products, banners and promotions themselves, so campaigns launch on schedule and developer time goes toward improvements rather than routine content edits.',
          },
        ],
        faqs: [
          {
            question: 'Should my online store use Shopify, WooCommerce or a custom build?',
            answer:
              'It depends on catalog complexity, budget and how much control you need. Shopify suits most direct-to-consumer brands, WooCommerce fits content-heavy WordPress sites, and headless or custom builds make sense for complex pricing or integrations. We recommend one after discovery and explain the trade-offs in writing.',
          },
          {
            question: 'How long does it take to build and launch an eCommerce website?',
            answer:
              'A themed Shopify or WooCommerce store with modest customization typically takes 6 to 10 weeks. Larger catalogs, headless storefronts or ERP integrations usually need 3 to 5 months. We share a milestone plan during discovery so you can line up photography, content and marketing around it.',
          },
          {
            question: 'Will we lose search rankings when moving to a new store platform?',
            answer:
              'Not if the migration is handled carefully. We crawl your current site, map every product and category URL to its new address, set up permanent redirects, preserve metadata and monitor Search Console after launch to catch and fix any crawl errors quickly.',
          },
          {
            question: 'Can you redesign our existing store without rebuilding it from scratch?',
            answer:
              'Yes. If your platform still fits your business, we can redesign templates, improve navigation, speed up pages and rework checkout on the current setup. We audit the store first and tell you honestly whether a refresh or a rebuild gives better value.',
          },
        ],
        meta: {
          title: 'eCommerce Website Development | NimbleForge',
          description:
            'Fast, mobile-friendly online stores built on Shopify, WooCommerce, Magento or headless Next.js, with migrations, integrations and technical SEO.',
          keywords: [
            'ecommerce website development',
            'online store development',
            'shopify development',
            'woocommerce development',
            'magento development',
            'headless commerce',
          ],
        },
      },
    },
    {
      slug: 'custom-ecommerce-solutions',
      name: 'Custom eCommerce Solutions',
      description:
        'Tailored commerce platforms for complex pricing, B2B ordering and workflows off-the-shelf tools cannot handle.',
      icon: 'Blocks',
      page: {
        promise: 'Commerce software shaped around your business model, not forced into a template.',
        intro: [
          'Hosted platforms work well until your business stops looking like a typical retail store. Contract pricing per customer, approval chains for B2B buyers, configurable products with thousands of combinations, subscriptions mixed with one-off orders: these are where plugins pile up and workarounds start costing more than they save. We build custom eCommerce solutions designed around the rules your business really runs on.',
          'Our custom builds are usually headless or API-first, so the same commerce engine can power a web store, a mobile app, a sales-rep tablet and a partner portal. We use proven open components such as Medusa, Saleor or commercetools where they fit, and write custom services for the logic that makes you different, keeping the whole system documented and maintainable.',
        ],
        deliverables: [
          {
            title: 'Commerce architecture blueprint',
            text: 'A documented design covering services, data models, integrations and hosting, showing how orders, pricing and inventory flow through the system and where each piece of logic lives.',
          },
          {
            title: 'Custom pricing and rules engine',
            text: 'Support for customer-specific price lists, volume tiers, contract discounts, bundles and promotions, configured by your team through an admin screen rather than hard-coded.',
          },
          {
            title: 'B2B buyer portal',
            text: 'Company accounts with multiple buyers, spending limits, approval workflows, quick reorder, quote requests and invoice payment terms, built for purchasing teams rather than casual shoppers.',
          },
          {
            title: 'Product configurator',
            text: 'A guided builder for configurable or made-to-order products, validating compatible options, updating price and lead time live and passing exact specifications to production.',
          },
          {
            title: 'Headless commerce APIs',
            text: 'Versioned REST or GraphQL APIs that expose catalog, cart, checkout and account features to your web store, mobile apps, kiosks and partner systems from a single source.',
          },
          {
            title: 'ERP and CRM connectors',
            text: 'Reliable two-way sync with systems such as SAP, Microsoft Dynamics, NetSuite or Salesforce for customers, prices, stock and orders, with retry handling and error alerts.',
          },
        ],
        process: [
          {
            title: 'Business rules workshop',
            text: 'We sit with sales, operations and finance to document pricing logic, approval paths and exceptions, turning tribal knowledge into written requirements and acceptance criteria.',
          },
          {
            title: 'Architecture and prototype',
            text: 'We select the commerce engine and hosting, then prototype the riskiest piece, often pricing or the configurator, to prove the approach before full development begins.',
          },
          {
            title: 'Iterative development',
            text: 'Features ship in two-week sprints with demos on a shared staging environment, so your team sees real orders flowing through custom rules early and can correct course.',
          },
          {
            title: 'Integration testing',
            text: 'We test end-to-end scenarios against sandbox copies of your ERP, CRM and payment systems, covering failures, retries and reconciliation rather than only the happy path.',
          },
          {
            title: 'Phased rollout',
            text: 'We launch to a pilot group of customers or a single region first, compare results with the old system, then expand once order accuracy and performance are confirmed.',
          },
        ],
        technologies: [
          'Medusa',
          'Saleor',
          'commercetools',
          'Node.js',
          'TypeScript',
          'GraphQL',
          'PostgreSQL',
          'Redis',
          'Next.js',
          'AWS',
          'Docker',
        ],
        outcomes: [
          {
            title: 'Fewer manual order fixes',
            text: 'When pricing, approvals and product rules live in the system instead of in spreadsheets and emails, your operations team spends far less time correcting orders by hand.',
          },
          {
            title: 'Freedom to add channels',
            text: 'An API-first core lets you launch a mobile app, marketplace feed or sales-rep tool on the same data, without rebuilding checkout or duplicating catalog management.',
          },
          {
            title: 'No platform lock-in',
            text: 'You own the source code and infrastructure, so there are no revenue-share fees and no waiting on a vendor roadmap when your business needs a new capability.',
          },
        ],
        faqs: [
          {
            question: 'When is a custom eCommerce platform worth it over Shopify Plus?',
            answer:
              'Custom makes sense when core requirements, such as contract pricing, complex configurators or deep ERP workflows, would need many paid apps and fragile workarounds on a hosted platform. If Shopify Plus covers about 90 percent of your needs, we will usually recommend it and extend it instead.',
          },
          {
            question: 'What does a custom B2B eCommerce build typically cost?',
            answer:
              'Costs depend mainly on integrations and the complexity of pricing and approval rules. A focused first release often falls in the mid five figures to low six figures in US dollars. We provide an itemized estimate after the business rules workshop and suggest a phased plan to spread spend.',
          },
          {
            question: 'Can a custom commerce system integrate with our existing ERP?',
            answer:
              'Yes. We have connected commerce platforms to SAP, Microsoft Dynamics, NetSuite, Odoo and custom in-house systems. We agree on which system owns each piece of data, build queued, retryable sync jobs and add dashboards so your team can see and resolve any failed records.',
          },
          {
            question: 'Who maintains the custom platform after it goes live?',
            answer:
              'You choose. Many clients keep us on a monthly support plan covering monitoring, security patches and new features. Others take over in-house, and we hand over full source code, infrastructure scripts, architecture documents and knowledge-transfer sessions so their developers can work confidently.',
          },
        ],
        meta: {
          title: 'Custom eCommerce Solutions & B2B Platforms | NimbleForge',
          description:
            'Custom and headless eCommerce platforms for complex pricing, B2B portals, product configurators and ERP integration, built around your business rules.',
          keywords: [
            'custom ecommerce solutions',
            'custom ecommerce development',
            'b2b ecommerce platform',
            'headless commerce development',
            'ecommerce erp integration',
            'product configurator development',
          ],
        },
      },
    },
    {
      slug: 'payment-gateway-solutions',
      name: 'Payment Gateway Solutions',
      description:
        'Secure card, wallet and bank payment integrations with subscriptions, refunds and reconciliation handled.',
      icon: 'CreditCard',
      page: {
        promise:
          'Secure, reliable payments that approve more orders and reconcile without spreadsheets.',
        intro: [
          'Every failed or confusing payment is a lost sale, and every unreconciled transaction is a headache for your finance team. We design and integrate payment flows that accept the methods your customers prefer, handle authentication steps smoothly and record every charge, refund and dispute accurately. Card data stays with certified processors, keeping your own PCI DSS scope as small as possible.',
          'We integrate providers such as Stripe, Adyen, Braintree, PayPal and Razorpay, covering cards, digital wallets, UPI, bank transfers and buy-now-pay-later options. For businesses selling across India and the United States, we often combine regional gateways behind one internal payment layer, so you can route transactions, add methods or switch providers without rewriting checkout.',
        ],
        deliverables: [
          {
            title: 'Payment gateway integration',
            text: 'Production integration with your chosen provider for cards, wallets and local methods, including 3-D Secure authentication, tokenized saved cards and clear error messages for declined payments.',
          },
          {
            title: 'Subscription and recurring billing',
            text: 'Plans, trials, upgrades, proration, dunning emails and automatic retries for failed renewals, so recurring revenue keeps flowing without manual chasing by your team.',
          },
          {
            title: 'Multi-gateway orchestration layer',
            text: 'An internal service that routes payments across providers by region, currency or cost, with automatic failover when one gateway has an outage.',
          },
          {
            title: 'Refunds and dispute handling',
            text: 'Admin tools for full and partial refunds, plus webhook handling that records chargebacks and dispute deadlines so your team can respond with evidence on time.',
          },
          {
            title: 'Reconciliation reports',
            text: 'Automated matching of orders, captures, fees and payouts, exported to your accounting software, highlighting any mismatch instead of leaving finance to find it manually.',
          },
          {
            title: 'PCI DSS scope review',
            text: 'A written review of how card data moves through your system, recommendations to reduce compliance scope and support completing the right self-assessment questionnaire.',
          },
        ],
        process: [
          {
            title: 'Payments assessment',
            text: 'We review your markets, currencies, payment methods, current approval rates and fees, then recommend providers and a target payment architecture with cost estimates.',
          },
          {
            title: 'Flow design',
            text: 'We design checkout, authentication, retry and refund flows, mapping every webhook event and failure state so nothing is left to guesswork during development.',
          },
          {
            title: 'Sandbox integration',
            text: 'Developers build the integration against provider sandboxes, using test cards and simulated failures to verify declines, timeouts, duplicate webhooks and partial captures.',
          },
          {
            title: 'Webhook and secrets audit',
            text: 'We check secrets handling, webhook signature verification, idempotency keys and logging, confirming no card data or sensitive tokens are stored where they should not be.',
          },
          {
            title: 'Staged live rollout',
            text: 'Live payments start with a limited share of traffic while we monitor approval rates and reconciliation, then we scale to full volume once the numbers match.',
          },
        ],
        technologies: [
          'Stripe',
          'Adyen',
          'Braintree',
          'PayPal',
          'Razorpay',
          'Apple Pay',
          'Google Pay',
          'UPI',
          'Node.js',
          'PostgreSQL',
        ],
        outcomes: [
          {
            title: 'Higher payment approval rates',
            text: 'Local payment methods, smart retries and smoother authentication typically recover a few percentage points of orders that would otherwise fail at the final checkout step.',
          },
          {
            title: 'Faster month-end close',
            text: 'With charges, fees and payouts matched automatically, finance teams close the books in hours rather than days and spend their time on exceptions only.',
          },
        ],
        faqs: [
          {
            question: 'Which payment gateway is best for selling in both India and the US?',
            answer:
              'Many businesses use Razorpay or a similar local provider for UPI and Indian cards, and Stripe or Adyen for US and international customers. We assess your volumes, currencies and settlement needs, then design a layer that supports both without duplicating checkout logic.',
          },
          {
            question: 'Do we need PCI DSS certification to accept card payments?',
            answer:
              'Every merchant accepting cards has PCI DSS obligations, but the effort varies widely. Using hosted fields or redirects from a certified provider keeps card data off your servers, often allowing the shortest self-assessment questionnaire. We design flows to keep your scope minimal.',
          },
          {
            question: 'Can you add a payment gateway to our existing website or app?',
            answer:
              'Yes. We regularly integrate new providers into existing web stores, mobile apps and SaaS products. We review your current checkout and order code first, then add the gateway behind a clean interface so future providers can be added with much less effort.',
          },
          {
            question: 'How do you prevent duplicate charges during payment errors?',
            answer:
              'We use idempotency keys on every payment request, verify webhook signatures, store event IDs to ignore duplicate notifications and make order state changes transactional. If a network timeout occurs, the system checks the provider before retrying, so customers are never charged twice.',
          },
        ],
        meta: {
          title: 'Payment Gateway Integration Services | NimbleForge',
          description:
            'Payment gateway integration with Stripe, Adyen, PayPal and Razorpay: cards, UPI, wallets, subscriptions, refunds and automated reconciliation.',
          keywords: [
            'payment gateway integration',
            'payment gateway development',
            'stripe integration services',
            'razorpay integration',
            'subscription billing integration',
            'pci dss compliance',
          ],
        },
      },
    },
    {
      slug: 'marketplace-development',
      name: 'Marketplace Development',
      description:
        'Multi-vendor marketplaces with seller onboarding, commissions, split payouts and trust and safety tools.',
      icon: 'Users',
      page: {
        promise: 'A multi-vendor marketplace that keeps buyers confident and sellers paid on time.',
        intro: [
          'A marketplace is two products in one: a shopping experience for buyers and a business tool for sellers. Both sides need to trust the platform before either will commit. We build multi-vendor marketplaces with simple seller onboarding, clear listings, dependable search, fair commission handling and payouts that arrive when promised, plus the moderation tools that keep quality high as you grow.',
          'Our marketplace work covers product marketplaces, service booking platforms, rental platforms and B2B sourcing portals. We typically start with a focused launch version that proves liquidity in one niche or city, using payment providers such as Stripe Connect or Razorpay Route for split payments, then extend features like ratings, dispute resolution and seller analytics as transaction volume grows.',
        ],
        deliverables: [
          {
            title: 'Buyer web and mobile experience',
            text: 'Search, category browsing, listing pages, cart, checkout and order tracking across web and mobile, designed so buyers can compare sellers and purchase with confidence.',
          },
          {
            title: 'Seller onboarding and dashboard',
            text: 'Self-service seller signup with identity and bank verification, listing management, bulk uploads, order handling, payout history and sales reports in one dashboard.',
          },
          {
            title: 'Split payments and payouts',
            text: 'Commission calculation, escrow or delayed capture where needed, automatic seller payouts and tax-ready statements, built on a regulated provider to keep funds handling compliant.',
          },
          {
            title: 'Ratings, reviews and messaging',
            text: 'Verified-purchase reviews, seller ratings and in-platform buyer-seller messaging with contact details masked, so conversations and transactions stay on your marketplace.',
          },
          {
            title: 'Operator admin console',
            text: 'Tools for your team to approve sellers, moderate listings, manage categories, set commission rules, resolve disputes and issue refunds, with a full audit trail.',
          },
          {
            title: 'Trust and safety controls',
            text: 'Fraud signals, listing keyword filters, report-abuse flows and seller performance thresholds that flag risky accounts for review before problems reach many buyers.',
          },
        ],
        process: [
          {
            title: 'Marketplace model design',
            text: 'We define who the buyers and sellers are, how money moves, what the platform charges and which transactions need escrow, shaping requirements for launch.',
          },
          {
            title: 'Launch scope',
            text: 'We cut the feature list to what is needed to attract the first sellers and complete real transactions, leaving nice-to-have features for later releases.',
          },
          {
            title: 'Two-sided build',
            text: 'Buyer, seller and admin experiences are developed in parallel sprints on a shared API, with demos showing complete listing-to-payout journeys every two weeks.',
          },
          {
            title: 'Seller pilot',
            text: 'A small group of invited sellers lists real inventory before public launch, and their feedback shapes onboarding, listing tools and payout communication.',
          },
          {
            title: 'Launch and growth',
            text: 'We launch publicly, monitor search, conversion and dispute metrics, then prioritize features that improve liquidity, such as promoted listings or seller analytics.',
          },
        ],
        technologies: [
          'React',
          'Next.js',
          'React Native',
          'Node.js',
          'NestJS',
          'PostgreSQL',
          'Elasticsearch',
          'Stripe Connect',
          'Razorpay Route',
          'AWS',
        ],
        outcomes: [
          {
            title: 'Faster seller activation',
            text: 'Guided onboarding, bulk listing tools and automated verification shorten the time from signup to first sale, which matters most in the early months of a marketplace.',
          },
          {
            title: 'Scalable operations',
            text: 'Automated commissions, payouts and moderation queues let a small operations team support many more sellers and orders without a matching rise in manual work.',
          },
        ],
        faqs: [
          {
            question: 'Should we build a marketplace from scratch or use a marketplace SaaS?',
            answer:
              'SaaS marketplace builders are a sensible way to test demand cheaply. A custom build is worth it when your transaction model, commission rules, booking logic or trust requirements are distinctive, or when platform fees start to outweigh development costs. We can advise on the tipping point.',
          },
          {
            question: 'How are seller payouts and commissions handled legally?',
            answer:
              'We use regulated providers such as Stripe Connect or Razorpay Route, which handle seller verification, fund routing and payouts under their licenses. Your platform sets the commission rules and timing, while the provider holds and moves funds, reducing your regulatory burden considerably.',
          },
          {
            question: 'How long does it take to launch a minimum viable marketplace?',
            answer:
              'A focused first release with buyer and seller web apps, split payments and an admin console usually takes 3 to 5 months. Adding native mobile apps, bookings or advanced trust tooling extends that timeline, so we plan them as clearly scoped later phases.',
          },
          {
            question: 'Can a marketplace support both products and services?',
            answer:
              'Yes, though the two need different flows. Physical products need inventory and shipping, while services need availability calendars, booking slots and completion confirmation before payout. We design a listing model that supports both types without confusing buyers or sellers.',
          },
          {
            question: 'How do you stop buyers and sellers from taking deals off the platform?',
            answer:
              'We mask contact details in messages, hold payments securely until delivery, offer buyer protection and give sellers tools worth staying for, such as analytics and promoted placement. Platform value, not just restrictions, is what keeps transactions on your marketplace.',
          },
        ],
        meta: {
          title: 'Multi-Vendor Marketplace Development | NimbleForge',
          description:
            'Multi-vendor marketplace development with seller onboarding, split payments, commissions, reviews and admin tools for product and service platforms.',
          keywords: [
            'marketplace development',
            'multi vendor marketplace development',
            'online marketplace platform',
            'marketplace app development',
            'stripe connect integration',
            'b2b marketplace development',
          ],
        },
      },
    },
    {
      slug: 'inventory-order-management-systems',
      name: 'Inventory & Order Management Systems',
      description:
        'Real-time stock, order routing and fulfillment software connecting every warehouse and sales channel.',
      icon: 'Package',
      page: {
        promise: 'Accurate stock and smooth fulfillment across every channel, warehouse and store.',
        intro: [
          'Overselling a product, shipping from the wrong warehouse or losing track of a return damages customer trust quickly. When you sell through a website, marketplaces, retail stores and wholesale accounts, spreadsheets and nightly syncs cannot keep up. We build inventory and order management systems that give you one accurate view of stock and route each order to the location best placed to fulfill it.',
          'Our systems pull orders from Shopify, Amazon, WooCommerce, point-of-sale terminals and B2B portals into a single queue, reserve stock in real time and push shipping labels and tracking back to each channel. Warehouse staff get barcode-driven pick, pack and receive screens on handheld scanners, and managers get reorder alerts and reports that show where stock and cash are tied up.',
        ],
        deliverables: [
          {
            title: 'Centralized inventory ledger',
            text: 'A single stock record per SKU and location, updated by every sale, receipt, transfer, adjustment and return, with a full history showing who changed what and when.',
          },
          {
            title: 'Multichannel order hub',
            text: 'Connectors that import orders from your web store, marketplaces, POS and wholesale channels into one queue, and send stock levels and tracking numbers back automatically.',
          },
          {
            title: 'Order routing rules',
            text: 'Configurable logic that assigns each order to a warehouse or store based on stock, distance, shipping cost and priority, including split shipments when one location cannot fill it.',
          },
          {
            title: 'Warehouse mobile app',
            text: 'Barcode-based receiving, putaway, picking, packing and cycle counting on Android scanners or phones, designed for gloved hands, noisy floors and patchy Wi-Fi.',
          },
          {
            title: 'Carrier and label integration',
            text: 'Rate shopping and label printing through carriers and aggregators such as Shippo, EasyPost or Shiprocket, with tracking updates pushed to customers and sales channels.',
          },
          {
            title: 'Replenishment and reporting',
            text: 'Reorder points, purchase order drafts, stock aging, sell-through and fulfillment time reports, so buyers and managers act on data instead of gut feel.',
          },
          {
            title: 'Returns management',
            text: 'Return authorizations, inspection grading, restocking or write-off decisions and refund triggers, keeping returned goods visible and sellable as soon as possible.',
          },
        ],
        process: [
          {
            title: 'Operations walkthrough',
            text: 'We visit or video-tour your warehouses and stores, shadowing receiving, picking and dispatch to understand real workflows, bottlenecks and where stock records drift.',
          },
          {
            title: 'Data and channel mapping',
            text: 'We map SKUs, locations, units of measure and every sales channel, deciding which system owns stock, prices and orders to avoid conflicting updates.',
          },
          {
            title: 'Core system build',
            text: 'We build the inventory ledger, order hub and routing rules first, validating them against historical order data before adding warehouse screens and reports.',
          },
          {
            title: 'Floor testing',
            text: 'Warehouse staff test scanning flows on actual devices during a normal shift, and we refine screens, sounds and error messages based on what slows them down.',
          },
          {
            title: 'Cutover and stock count',
            text: 'We schedule go-live around a full stock count, load opening balances, switch channels over in sequence and support your team on site or remotely through the first week.',
          },
        ],
        technologies: [
          'Node.js',
          'Python',
          'PostgreSQL',
          'Redis',
          'Apache Kafka',
          'React',
          'Kotlin',
          'Shopify Admin API',
          'Amazon SP-API',
          'EasyPost',
          'AWS',
        ],
        outcomes: [
          {
            title: 'Fewer stockouts and oversells',
            text: 'Real-time reservations across channels stop the same unit being sold twice, and reorder alerts catch fast movers before shelves empty during busy periods.',
          },
          {
            title: 'Quicker, more accurate fulfillment',
            text: 'Scanner-verified picking and smart routing typically cut picking errors sharply and shorten the time from order placement to dispatch by a noticeable margin.',
          },
          {
            title: 'Less cash tied up in stock',
            text: 'Aging and sell-through reports show slow movers early, helping buyers adjust purchase quantities and free working capital for products that actually sell.',
          },
        ],
        faqs: [
          {
            question: 'Why build a custom order management system instead of buying one?',
            answer:
              'Packaged tools suit standard workflows. Custom systems pay off when you have unusual routing rules, kitting or manufacturing steps, many B2B price agreements or integrations packaged tools do not support. We often extend an existing product first and only recommend a full custom build when it clearly saves money.',
          },
          {
            question: 'Can the inventory system sync stock with Amazon and Shopify in real time?',
            answer:
              "Yes. We use each platform's official APIs and webhooks to push stock changes within seconds of a sale or receipt, with safety buffers you can set per channel. Sync failures raise alerts and retry automatically, so a marketplace listing is never left showing stale availability.",
          },
          {
            question: 'What hardware do warehouse teams need to use the system?',
            answer:
              'Most clients use rugged Android barcode scanners from vendors such as Zebra or Honeywell, though modern phones with camera scanning suit lower volumes. Label and receipt printers connect over the network. We test on your chosen devices and can advise on models before you buy.',
          },
          {
            question: 'How do you move our existing stock data without disrupting sales?',
            answer:
              'We migrate products, locations and open orders ahead of time, then take opening stock from a physical count just before cutover. Channels move over one at a time, usually during a low-volume window, with the old process kept available as a fallback for a short period.',
          },
        ],
        meta: {
          title: 'Inventory & Order Management Systems | NimbleForge',
          description:
            'Custom inventory and order management systems with real-time multichannel stock sync, order routing, warehouse scanning apps and returns handling.',
          keywords: [
            'inventory management system development',
            'order management system',
            'multichannel inventory sync',
            'warehouse management app',
            'custom oms development',
            'order fulfillment software',
          ],
        },
      },
    },
  ],
};
