import type { Category } from '@/content/types';

export const category: Category = {
  slug: 'blockchain-development-solutions',
  name: 'Blockchain Development',
  description:
    'Smart contracts, NFT marketplaces, wallets and ledger integrations, built and audited with compliance in mind.',
  icon: 'Blocks',
  hub: {
    intro: [
      'Blockchain earns its place in a product when several parties need to share records they cannot quietly edit, move digital assets without a middleman, or prove who owned what and when. We help you decide whether that is your situation before anyone writes a smart contract. Since 2011 we have built software for startups, SMEs and enterprises, and our blockchain team applies the same discipline: clear requirements, tested code, documented handover and honest advice when a conventional database would serve you better.',
      'Our work spans NFT marketplaces, decentralized applications, custodial and non-custodial wallets, integrations that connect existing ERP or payment systems to public and permissioned ledgers, and trading platforms built for licensed operators. We write contracts in Solidity and Rust, build front ends in React and Next.js, and run back ends on AWS or Azure. Every engagement includes threat modeling, automated testing and preparation for an independent security audit before anything touches mainnet or real customer funds.',
      'Financial products carry legal obligations, so we design for them from the first sprint. KYC and AML checks, sanctions screening, transaction monitoring hooks, audit logs and role-based access are part of our standard architecture rather than late additions. We do not promise token prices, trading profits or investment returns; we promise reliable software, transparent code and a team in Bangalore, Hyderabad and Wilmington that stays with you after launch.',
    ],
    whyUs: [
      {
        title: 'Security before mainnet',
        text: 'We threat-model every contract, test it with Foundry or Hardhat, run static analysis with Slither, and prepare a clean package for an independent audit firm. Findings are fixed and re-verified before deployment, and upgrade or pause controls are agreed with you in advance.',
      },
      {
        title: 'Compliance built in',
        text: 'Your legal and compliance advisors set the rules; we implement them. That means KYC onboarding flows, AML screening integrations, travel rule data where required, jurisdiction-based access controls and exportable audit trails that make regulator and banking-partner reviews far easier.',
      },
      {
        title: 'Honest technology advice',
        text: 'Not every idea needs a token or a public chain. We compare public, layer 2 and permissioned options against your costs, privacy needs and user experience, and we tell you plainly when a conventional database is the better choice for the problem in front of you.',
      },
      {
        title: 'Support after launch',
        text: 'Blockchain products need ongoing care: node and RPC monitoring, gas-cost tuning, dependency updates, chain upgrades and incident response. Our 100% support commitment covers post-launch maintenance from Bangalore, Hyderabad and Wilmington, so someone who knows your code is always reachable.',
      },
    ],
    meta: {
      title: 'Blockchain Development Services | NimbleForge',
      description:
        'NimbleForge builds NFT marketplaces, dApps, crypto wallets and blockchain integrations with security audits, KYC/AML readiness and long-term support.',
      keywords: [
        'blockchain development company',
        'blockchain development services',
        'smart contract development',
        'dapp development',
        'crypto wallet development',
        'blockchain integration',
      ],
    },
  },
  subServices: [
    {
      slug: 'nft-marketplace',
      name: 'NFT Marketplace Development',
      description:
        'Launch a secure NFT marketplace with minting, listings, auctions, royalties and wallet login.',
      icon: 'Image',
      page: {
        promise:
          'An NFT marketplace with audited contracts, fair royalties and a checkout buyers trust.',
        intro: [
          'An NFT marketplace is really three products at once: smart contracts that mint and transfer tokens, an indexer that keeps listings and ownership accurate, and a storefront that makes buying feel as safe as any online checkout. We build all three, whether you serve digital artists, game studios, ticketing companies or brands issuing collectibles and loyalty rewards to existing customers.',
          'We start from your business model: primary sales, secondary trading, royalties, lazy minting or gasless claims. From there we choose the chain, token standard and storage approach, then build creator and admin tools your team can run without a developer. Contracts go through automated testing and an independent audit, and we help you add KYC, sanctions screening and content moderation where your market requires them.',
        ],
        deliverables: [
          {
            title: 'Audited marketplace contracts',
            text: 'ERC-721 and ERC-1155 contracts for minting, fixed-price listings, auctions and offers, with EIP-2981 royalties, tested with Foundry and packaged for review by an independent audit firm.',
          },
          {
            title: 'Creator minting studio',
            text: 'A dashboard where creators upload media, set editions, pricing and royalty splits, preview metadata and mint single items or full collections without touching a command line.',
          },
          {
            title: 'Marketplace storefront',
            text: 'A fast Next.js storefront with collection pages, search, filters, activity history and wallet connection through MetaMask, WalletConnect and Coinbase Wallet, designed for mobile buyers first.',
          },
          {
            title: 'Event indexer and API',
            text: 'A backend service that listens to contract events, keeps listings, bids and ownership in PostgreSQL, and serves a documented API so pages load quickly without slow on-chain queries.',
          },
          {
            title: 'Admin and moderation console',
            text: 'Tools to verify creators, feature collections, hide infringing content, handle takedown requests, review flagged accounts and export sales reports for your finance and compliance teams.',
          },
        ],
        process: [
          {
            title: 'Model and rules',
            text: 'We document your fee structure, royalty rules, listing types and target audience, and confirm with your legal advisors how your NFTs are described, sold and restricted by region.',
          },
          {
            title: 'Chain selection',
            text: 'We compare Ethereum, Polygon, Base and other networks on gas costs, wallet support and liquidity, then fix token standards and choose IPFS, Arweave or cloud storage for media.',
          },
          {
            title: 'Contracts and testing',
            text: 'Our engineers write the contracts, reach full branch coverage with unit and fuzz tests, run Slither static analysis and deploy to a public testnet for your team to try.',
          },
          {
            title: 'Storefront build',
            text: 'We build the storefront, indexer and admin console in two-week sprints, demoing each increment on testnet so creators and buyers can give feedback before launch.',
          },
          {
            title: 'Audit and launch',
            text: 'An independent auditor reviews the contracts, we fix and re-verify every finding, then deploy to mainnet with verified source code, multisig admin keys and monitoring alerts.',
          },
        ],
        technologies: [
          'Solidity',
          'Foundry',
          'OpenZeppelin Contracts',
          'Next.js',
          'ethers.js',
          'wagmi',
          'IPFS',
          'The Graph',
          'PostgreSQL',
          'Node.js',
        ],
        outcomes: [
          {
            title: 'Creators launch independently',
            text: 'Your team and creators can publish collections, set royalties and run drops from the dashboard, so new launches no longer wait on developer time or manual contract deployments.',
          },
          {
            title: 'Lower fees for buyers',
            text: 'Lazy minting, batch operations and layer 2 deployment typically cut per-transaction network fees substantially compared with minting every item upfront on Ethereum mainnet.',
          },
          {
            title: 'Verifiable ownership records',
            text: 'Every sale, transfer and royalty payment is recorded on-chain and mirrored in your reports, giving creators, buyers and auditors one consistent history to check.',
          },
        ],
        faqs: [
          {
            question: 'Which blockchain should our NFT marketplace run on?',
            answer:
              'It depends on your buyers and costs. Ethereum offers the deepest liquidity but higher fees; Polygon, Base and other layer 2 networks are cheaper and suit high-volume or consumer drops. We compare wallet support, fees and ecosystem tools for your audience and can design contracts to support more than one chain later.',
          },
          {
            question: 'How long does it take to build a custom NFT marketplace?',
            answer:
              'A focused marketplace with minting, fixed-price sales and royalties usually takes 12 to 16 weeks including the external audit. Adding auctions, card payments, multiple chains or a mobile app extends that. We give you a sprint-by-sprint plan after the discovery workshop, so the timeline is based on your actual scope.',
          },
          {
            question: 'Are creator royalties enforced on secondary sales?',
            answer:
              'Royalties are always honored on your own marketplace because the contract pays them at settlement. Other marketplaces may treat the EIP-2981 royalty signal as optional. If enforcement matters, we can add transfer restrictions or operator allowlists, and we explain the tradeoffs for liquidity before you decide.',
          },
          {
            question: 'Do we need KYC checks for an NFT marketplace?',
            answer:
              'That depends on your jurisdictions, payment methods and whether your NFTs could be treated as financial products. Your legal counsel makes that call. We then implement what is required, such as identity checks through a KYC provider, sanctions screening of wallet addresses, transaction limits and reporting exports.',
          },
        ],
        meta: {
          title: 'NFT Marketplace Development Services | NimbleForge',
          description:
            'Custom NFT marketplace development with audited ERC-721 and ERC-1155 contracts, creator minting tools, royalties, wallet login and KYC-ready admin controls.',
          keywords: [
            'nft marketplace development',
            'nft marketplace development company',
            'custom nft marketplace',
            'nft minting platform',
            'erc-721 smart contracts',
          ],
        },
      },
    },
    {
      slug: 'blockchain-app-developments',
      name: 'Blockchain App Development',
      description:
        'Decentralized apps and smart contract platforms designed, built, audited and supported end to end.',
      icon: 'Code2',
      page: {
        promise: 'Decentralized apps that your users can trust and your team can maintain.',
        intro: [
          'Blockchain apps succeed when the on-chain part is small, well tested and clearly justified, and everything else feels like a normal product. We design decentralized applications for supply chain traceability, tokenized loyalty programs, credential verification, asset tokenization pilots and shared records between business partners, keeping only the logic that truly needs a ledger on-chain and the rest in fast, conventional services.',
          'One team covers smart contracts, backend, web and mobile. We write contracts in Solidity for EVM networks or Rust for Solana, build React and React Native front ends, and connect everything through indexers and APIs. Where your app touches tokens or payments, we plan for securities and consumer protection review, KYC and AML controls and an independent audit from the first architecture session.',
        ],
        deliverables: [
          {
            title: 'Architecture and threat model',
            text: 'A written design covering which data and logic live on-chain, the chosen network, key management, upgrade strategy and a threat model listing attack paths with the mitigation for each.',
          },
          {
            title: 'Smart contract suite',
            text: 'Tested Solidity or Rust contracts built on OpenZeppelin or Anchor libraries, with role-based permissions, pause controls, event logging and NatSpec documentation your auditors and future developers can follow.',
          },
          {
            title: 'Web and mobile front ends',
            text: 'React or Next.js web apps and React Native mobile apps with wallet connection, clear transaction previews, human-readable error messages and optional email or social login through embedded wallets.',
          },
          {
            title: 'Backend services and APIs',
            text: 'Node.js or Go services for user accounts, notifications, off-chain data and indexing, exposing REST or GraphQL APIs and keeping sensitive personal data off the public ledger.',
          },
          {
            title: 'Permissioned network setup',
            text: 'For consortium use cases, a Hyperledger Fabric or private EVM network with node provisioning, membership policies, channel design and monitoring, deployed on AWS, Azure or your own data center.',
          },
        ],
        process: [
          {
            title: 'Fit assessment',
            text: 'We test whether a ledger genuinely solves your problem, compare it with a shared database, and outline costs, regulatory questions and user experience tradeoffs before you commit budget.',
          },
          {
            title: 'Prototype on testnet',
            text: 'Within a few weeks we deliver a clickable prototype backed by testnet contracts, so stakeholders and partners can see the core transaction flow working end to end.',
          },
          {
            title: 'Iterative build',
            text: 'Contracts, backend and front ends are built in parallel two-week sprints, with automated tests and continuous integration running on every pull request and a demo at each sprint close.',
          },
          {
            title: 'Security review',
            text: 'We run internal code review, Slither and Mythril analysis and property-based fuzz testing, then coordinate the external audit and re-test every fix the auditors raise.',
          },
          {
            title: 'Mainnet and operations',
            text: 'We deploy with multisig-controlled admin keys, verify contract source code publicly, configure RPC and node monitoring and stay on for maintenance, upgrades and incident response.',
          },
        ],
        technologies: [
          'Solidity',
          'Rust',
          'Hardhat',
          'Anchor',
          'Hyperledger Fabric',
          'Polygon',
          'React Native',
          'Next.js',
          'Node.js',
          'GraphQL',
        ],
        outcomes: [
          {
            title: 'Shared records partners accept',
            text: 'Partners read and write the same tamper-evident history, which reduces reconciliation disputes and the manual spreadsheet exchanges that usually slow down multi-company processes.',
          },
          {
            title: 'Predictable running costs',
            text: 'Keeping only essential logic on-chain and batching transactions keeps network fees modest and forecastable, so operating costs scale with usage rather than surprising your finance team.',
          },
          {
            title: 'An app people can use',
            text: 'Embedded wallets, sponsored gas and plain-language transaction screens let non-crypto users complete tasks without installing browser extensions or managing seed phrases on day one.',
          },
        ],
        faqs: [
          {
            question: 'Public or permissioned blockchain: which suits our app?',
            answer:
              'Public networks such as Ethereum or Polygon suit open participation and tokens that users hold themselves. Permissioned networks like Hyperledger Fabric suit known business partners sharing confidential data. We assess who needs to write and read records, privacy rules and costs, and recommend one with reasons you can share internally.',
          },
          {
            question: 'What does a blockchain app typically cost and how long does it take?',
            answer:
              'A testnet prototype usually takes four to six weeks; a production dApp with contracts, backend, web front end and audit typically runs three to six months. Cost follows scope, chains supported and audit size. We start with a fixed-price discovery phase, then give you a detailed estimate.',
          },
          {
            question: 'Can smart contracts be changed after deployment?',
            answer:
              'Deployed code is immutable, but we can use upgradeable proxy patterns governed by a multisig or timelock, so fixes require several approvals and users get advance notice. Some clients prefer fully immutable contracts for trust reasons; we explain the security and governance tradeoffs of both approaches.',
          },
          {
            question: 'How do you keep personal data off the blockchain?',
            answer:
              'Personal data stays in encrypted off-chain databases, and the ledger stores only hashes, references or pseudonymous identifiers. This supports GDPR and similar privacy obligations, including deletion requests, while still letting anyone verify that a record has not been altered since it was written.',
          },
        ],
        meta: {
          title: 'Blockchain App Development Company | NimbleForge',
          description:
            'Custom blockchain and dApp development: smart contracts in Solidity or Rust, web and mobile front ends, permissioned networks and audit-ready code.',
          keywords: [
            'blockchain app development',
            'dapp development company',
            'smart contract development services',
            'hyperledger fabric development',
            'decentralized application development',
          ],
        },
      },
    },
    {
      slug: 'cryptocurrency-wallet-development',
      name: 'Cryptocurrency Wallet Development',
      description:
        'Custodial and non-custodial crypto wallets for web and mobile with strong key security.',
      icon: 'Wallet',
      page: {
        promise: 'Crypto wallets that protect keys first and make sending funds feel simple.',
        intro: [
          "A cryptocurrency wallet holds the most sensitive thing your users own: the keys that control their assets. We build non-custodial wallets where keys never leave the user's device, custodial and MPC-based wallets for exchanges and fintech apps, and embedded wallets that sit quietly inside a larger product. Each project starts with a clear decision about who controls the keys and what that means legally.",
          'Beyond key storage, a good wallet explains every transaction in plain language, warns about risky approvals, estimates fees honestly and recovers gracefully when a phone is lost. We build for iOS, Android and the browser, support Bitcoin, Ethereum, EVM networks and Solana, and integrate KYC, AML screening and travel rule messaging where your license or banking partners require it.',
        ],
        deliverables: [
          {
            title: 'Key management design',
            text: 'A documented model for key generation, storage and recovery, using Secure Enclave and Android Keystore, MPC providers or hardware security modules, reviewed against your custody and regulatory obligations.',
          },
          {
            title: 'iOS and Android apps',
            text: 'Wallet apps built in Swift, Kotlin or React Native with biometric unlock, address book, QR scanning, push notifications for incoming funds and accessible, clear transaction screens.',
          },
          {
            title: 'Transaction safety checks',
            text: 'Readable previews of contract calls, warnings for unlimited token approvals and unknown addresses, address-poisoning detection and simulation before signing, so users see what will actually happen.',
          },
          {
            title: 'Compliance integrations',
            text: 'Connections to KYC identity verification, blockchain analytics for AML screening of addresses and transactions, and travel rule data exchange for transfers between regulated virtual asset service providers.',
          },
          {
            title: 'Recovery and support tools',
            text: 'Seed phrase backup flows, social or encrypted cloud recovery options and an internal support console that helps your team assist users without ever seeing their private keys.',
          },
        ],
        process: [
          {
            title: 'Custody decision',
            text: 'We work with your counsel to choose custodial, non-custodial or MPC custody, map the licenses and obligations that choice triggers, and agree the security requirements in writing.',
          },
          {
            title: 'Security architecture',
            text: 'We design key storage, signing flows, backend isolation and access controls, then produce a threat model covering device theft, phishing, malware, insider risk and infrastructure compromise.',
          },
          {
            title: 'Wallet build',
            text: 'We build the apps and supporting services in sprints, testing against testnets and local nodes, with a second engineer reviewing every change that touches keys or signing.',
          },
          {
            title: 'Penetration testing',
            text: 'Independent mobile and API penetration testers, plus a cryptography review where needed, examine the wallet before release; we fix findings and document residual risks for your records.',
          },
          {
            title: 'Staged release',
            text: 'We launch with transaction limits and a small user group first, monitor errors and support tickets, then raise limits and widen access as the wallet proves stable.',
          },
        ],
        technologies: [
          'Swift',
          'Kotlin',
          'React Native',
          'TypeScript',
          'ethers.js',
          'bitcoinjs-lib',
          'Solana web3.js',
          'WalletConnect',
          'Android Keystore',
          'AWS CloudHSM',
        ],
        outcomes: [
          {
            title: 'Fewer costly user mistakes',
            text: 'Transaction simulation, approval warnings and address checks catch many common errors and scams before users sign, which reduces lost funds, support tickets and reputational damage for your brand.',
          },
          {
            title: 'Audit-ready custody controls',
            text: 'Documented key ceremonies, access logs and compliance screening give auditors, banking partners and regulators clear evidence of how assets are protected and how suspicious activity is handled.',
          },
        ],
        faqs: [
          {
            question: 'Should our crypto wallet be custodial or non-custodial?',
            answer:
              "Custodial wallets allow password-style recovery and fit exchanges, but usually require licensing and strong operational controls because you hold user assets. Non-custodial wallets reduce that burden but put recovery in the user's hands. MPC options sit between the two. We outline the tradeoffs; your legal advisors confirm the obligations in your markets.",
          },
          {
            question: 'How do you protect private keys in a mobile wallet?',
            answer:
              'Keys are generated on the device and stored encrypted using the Secure Enclave or Android Keystore, unlocked with biometrics, and never sent to our servers. We block screenshots on sensitive screens, detect rooted or jailbroken devices, pin certificates and have every release penetration tested before it reaches users.',
          },
          {
            question: 'Can the wallet support new tokens and chains later?',
            answer:
              'Yes. We build a chain adapter layer, so adding another EVM network is mostly configuration, while a non-EVM chain needs a new adapter and its own testing. Token lists can be updated remotely, with a review step to keep scam tokens away from your users.',
          },
          {
            question: 'Does a crypto wallet need AML screening?',
            answer:
              'If you operate a custodial wallet or exchange-linked service, regulators in most major markets expect an AML program, sanctions screening and often travel rule compliance. Purely non-custodial software may have lighter obligations, though this varies by jurisdiction. We implement the screening and reporting your compliance officer specifies.',
          },
        ],
        meta: {
          title: 'Crypto Wallet Development Services | NimbleForge',
          description:
            'Cryptocurrency wallet development for iOS, Android and web: secure key storage, MPC custody, multi-chain support and KYC, AML and travel rule integrations.',
          keywords: [
            'cryptocurrency wallet development',
            'crypto wallet app development',
            'mpc wallet development',
            'non-custodial wallet development',
            'multi-chain crypto wallet',
          ],
        },
      },
    },
    {
      slug: 'blockchain-integration',
      name: 'Blockchain Integration',
      description:
        'Connect ERP, payment and supply chain systems to blockchain networks reliably and securely.',
      icon: 'Link',
      page: {
        promise:
          'Connect the systems you already run to blockchain networks without disrupting operations.',
        intro: [
          'Most companies do not need a new blockchain product; they need their existing ERP, order management, payment or document systems to read and write ledger data reliably. We build the middleware that makes that happen, from anchoring document hashes as proof of authenticity to recording shipment events on a shared supply chain network or accepting stablecoin settlements into your finance workflow.',
          'Integration work lives or dies on the unglamorous details: retries when a transaction stalls, handling chain reorganizations, reconciling on-chain events with accounting entries and keeping signing keys out of application servers. We design for those cases first, log every step for auditors, and keep compliance checks such as KYC, AML screening and approval workflows inside the flow rather than bolted on afterward.',
        ],
        deliverables: [
          {
            title: 'Integration architecture',
            text: 'A design document mapping your systems, data flows, chosen networks, signing approach and failure handling, with sequence diagrams your IT and security teams can review and approve.',
          },
          {
            title: 'Ledger middleware service',
            text: 'A containerized service that turns business events into blockchain transactions, manages nonces and fees, retries safely and confirms finality before reporting success back to your systems.',
          },
          {
            title: 'ERP and system connectors',
            text: 'Connectors for SAP, Oracle NetSuite, Microsoft Dynamics, Salesforce or your custom systems, using their APIs, message queues or webhooks to exchange data with the middleware.',
          },
          {
            title: 'Secure signing setup',
            text: 'Transaction signing through AWS KMS, Azure Key Vault, an HSM or an MPC custody provider, with policy rules requiring approvals above set thresholds or for new destination addresses.',
          },
          {
            title: 'Reconciliation and reporting',
            text: 'Automated matching of on-chain events against internal records, exception queues for mismatches and exports your finance, audit and compliance teams can use without reading raw blockchain data.',
          },
        ],
        process: [
          {
            title: 'Systems discovery',
            text: 'We review your current systems, data ownership, volumes and compliance requirements, and identify which events genuinely benefit from a shared ledger rather than a standard API.',
          },
          {
            title: 'Integration design',
            text: 'We specify message formats, signing flows, error handling and reconciliation rules, then agree service levels and security controls with your IT, finance and compliance stakeholders.',
          },
          {
            title: 'Build and sandbox test',
            text: 'We build connectors and middleware against sandbox ERP instances and public testnets, running failure drills such as node outages, duplicate events and chain reorganizations.',
          },
          {
            title: 'Parallel run',
            text: 'The integration runs alongside your existing process for an agreed period, so we can compare results, tune performance and prove reconciliation before switching over fully.',
          },
          {
            title: 'Cutover and support',
            text: 'We move to production with a rollback plan, hand over runbooks and monitoring, and support the integration as networks, APIs and your business systems change over time.',
          },
        ],
        technologies: [
          'Node.js',
          'Go',
          'Apache Kafka',
          'Chainlink',
          'Hyperledger Fabric',
          'ethers.js',
          'AWS KMS',
          'Azure Key Vault',
          'Docker',
          'Kubernetes',
          'PostgreSQL',
        ],
        outcomes: [
          {
            title: 'Less manual reconciliation',
            text: 'Automated matching between ledger events and internal records typically replaces hours of weekly spreadsheet work and surfaces genuine exceptions quickly, so finance teams investigate problems instead of hunting for them.',
          },
          {
            title: 'Tamper-evident proof on demand',
            text: 'Anchored hashes and on-chain event records let you show customers, partners or auditors exactly when a document, certificate or shipment record was created and that it has not changed.',
          },
          {
            title: 'Core systems left undisturbed',
            text: 'Your ERP and payment systems keep working as before; the middleware absorbs blockchain complexity, so staff keep familiar screens while the business gains shared, verifiable records.',
          },
        ],
        faqs: [
          {
            question: 'Do we have to replace our ERP to use blockchain?',
            answer:
              'No. We connect to your existing ERP through its standard APIs, integration platforms or message queues. The ledger becomes an additional system that receives and publishes specific events, while your ERP remains the system of record for orders, inventory, invoices and accounting.',
          },
          {
            question: 'How do you handle failed or delayed blockchain transactions?',
            answer:
              'The middleware queues each business event, submits transactions with managed fees, watches for confirmation and automatically resubmits or escalates when a transaction stalls. Every event carries an idempotency key, so retries never create duplicates, and operations staff see exceptions in a dashboard with clear next steps.',
          },
          {
            question: 'Can we accept stablecoin payments through this integration?',
            answer:
              'Yes, typically through a regulated payment processor or custodian that handles KYC, AML screening and conversion to fiat. We connect its API to your order and accounting systems so settlements reconcile automatically. Your finance and legal teams should confirm tax treatment and licensing in each market you serve.',
          },
          {
            question: 'Which blockchain networks can you integrate with our systems?',
            answer:
              'We regularly work with Ethereum and EVM layer 2 networks, Polygon, Solana, Bitcoin for payments and anchoring, and permissioned networks such as Hyperledger Fabric. For external data feeding smart contracts, we use oracle networks like Chainlink. We recommend networks based on your partners, costs and data privacy needs.',
          },
        ],
        meta: {
          title: 'Blockchain Integration Services | NimbleForge',
          description:
            'Blockchain integration services connecting ERP, payment and supply chain systems to public and permissioned ledgers with secure signing and reconciliation.',
          keywords: [
            'blockchain integration services',
            'erp blockchain integration',
            'blockchain middleware',
            'stablecoin payment integration',
            'supply chain blockchain integration',
          ],
        },
      },
    },
    {
      slug: 'forex-trading-solutions-blockchain',
      name: 'Blockchain Forex Trading Solutions',
      description:
        'Trading platform software for licensed brokers, with blockchain settlement records and compliance tooling.',
      icon: 'CandlestickChart',
      page: {
        promise:
          'Trading infrastructure for licensed brokers, with transparent records and compliance built in.',
        intro: [
          "We build trading software for licensed brokers, payment institutions and fintech firms that want blockchain's transparency in their foreign exchange operations. That can mean tamper-evident trade and settlement records, stablecoin-based funding and withdrawal rails, or a trader portal that shows clients a verifiable history of their orders. We build the software; your licenses, risk policies and compliance team govern how it is used.",
          'Currency trading carries significant risk of loss, and platforms serving retail clients are tightly regulated in most markets. We do not build signal services, automated profit schemes or anything that promises returns. We focus on accurate pricing, order and risk controls, KYC and AML onboarding, appropriateness checks, clear risk disclosures and audit trails, all shaped by your compliance officer and counsel.',
        ],
        deliverables: [
          {
            title: 'Trader web and mobile portal',
            text: 'Client-facing web and mobile apps for account management, funding, order entry and statements, with prominent risk warnings, leverage limits set by your policies and a verifiable trade history.',
          },
          {
            title: 'Onboarding and KYC flows',
            text: 'Digital onboarding with identity verification, proof of address, sanctions and PEP screening, appropriateness questionnaires and jurisdiction rules that block or restrict clients according to your license.',
          },
          {
            title: 'Blockchain audit trail',
            text: 'A permissioned ledger or public-chain hash anchoring that records orders, executions, price snapshots and settlements, giving auditors tamper-evident evidence without exposing client data publicly.',
          },
          {
            title: 'Stablecoin funding rails',
            text: 'Deposit and withdrawal flows through a regulated custodian or payment partner, with blockchain analytics screening, travel rule messaging and automated reconciliation against client ledgers and bank accounts.',
          },
          {
            title: 'Risk and exposure dashboard',
            text: 'Real-time views of client margin, open positions, net exposure by currency pair and limit breaches, with alerts and kill switches your risk team controls, plus FIX-based links to liquidity providers.',
          },
        ],
        process: [
          {
            title: 'Regulatory scoping',
            text: 'With your compliance officer and counsel, we list the license conditions, client categories, disclosure rules and reporting duties the software must enforce before any design work begins.',
          },
          {
            title: 'Architecture and data',
            text: 'We design order flow, pricing feeds, ledger records and data retention, deciding what goes on a permissioned ledger, what is anchored publicly and what stays strictly private.',
          },
          {
            title: 'Build with controls',
            text: 'Features are built in sprints together with their controls, so every order path has limits, logging and tests, and compliance reviewers sign off on each release candidate.',
          },
          {
            title: 'Testing and audits',
            text: 'We load-test price and order handling, commission penetration tests on client apps and APIs, and arrange an independent smart contract audit for any on-chain component.',
          },
          {
            title: 'Controlled go-live',
            text: "We launch with a limited client group and conservative limits, monitor execution quality and reconciliation daily, then expand only with your risk committee's approval.",
          },
        ],
        technologies: [
          'Java',
          'QuickFIX/J',
          'Apache Kafka',
          'Hyperledger Besu',
          'Solidity',
          'React',
          'React Native',
          'PostgreSQL',
          'TimescaleDB',
          'Kubernetes',
        ],
        outcomes: [
          {
            title: 'Faster, cleaner audits',
            text: 'A tamper-evident record of orders, prices and settlements lets auditors and regulators verify events directly, which typically shortens evidence gathering compared with stitching together logs from separate systems.',
          },
          {
            title: 'Quicker funding reconciliation',
            text: 'Stablecoin rails with automated matching can process client deposits and withdrawals outside banking hours, while screening and approval rules keep every movement within your AML policy.',
          },
          {
            title: 'Controls your regulator can see',
            text: 'Leverage limits, risk disclosures, appropriateness checks and exposure alerts are enforced in code and logged, giving your compliance team demonstrable evidence rather than policy documents alone.',
          },
        ],
        faqs: [
          {
            question: 'Can you guarantee profits for our trading clients?',
            answer:
              'No, and no honest technology partner should. Forex trading carries significant risk, and many retail traders lose money. Our software helps you operate transparently within your license: accurate records, clear risk warnings and sensible limits. Any marketing claims about returns are a matter for your compliance team and regulator.',
          },
          {
            question: 'Do we need a license to run a blockchain forex platform?',
            answer:
              'In almost every market, offering leveraged currency trading to clients requires authorization from a financial regulator, and handling crypto assets may require separate registration. We work only with licensed firms or companies actively obtaining a license, and we build the software to match the conditions your counsel identifies.',
          },
          {
            question: 'Why use a blockchain in a forex trading platform at all?',
            answer:
              'Mainly for record integrity and settlement. A permissioned ledger or anchored hashes make trade and settlement records tamper-evident, and stablecoin rails can speed funding outside banking hours. Pricing and order matching usually stay off-chain for speed. We help you judge whether these benefits justify the extra components for your business.',
          },
          {
            question: 'How is trader data protected when a ledger is involved?',
            answer:
              'Client identities and personal details never go on a public chain. We store them in encrypted databases with strict access control and record only hashes or pseudonymous references on the ledger. Permissioned networks add node-level access rules, and every access to client records is logged for your data protection officer.',
          },
        ],
        meta: {
          title: 'Blockchain Forex Trading Software | NimbleForge',
          description:
            'Blockchain forex trading software for licensed brokers: tamper-evident trade records, stablecoin funding rails, KYC/AML onboarding and risk controls.',
          keywords: [
            'blockchain forex trading software',
            'forex trading platform development',
            'forex broker software',
            'stablecoin settlement for brokers',
            'blockchain trade audit trail',
          ],
        },
      },
    },
  ],
};
