import type { Category } from '@/content/types';

export const category: Category = {
  slug: 'ai-services',
  name: 'Artificial Intelligence',
  description:
    'Machine learning, language, vision and analytics systems built around your data and goals.',
  icon: 'Brain',
  hub: {
    intro: [
      'AI is only useful when it changes a decision, saves an hour or opens a new line of revenue. At NimbleForge we build machine learning, language, vision and analytics systems that do one of those things and can prove it. We start from the workflow you want to improve, check whether your data can support it, and only then choose a model. Sometimes the right answer is a gradient-boosted tree on a spreadsheet export; sometimes it is a fine-tuned language model behind a secure API.',
      'Since 2011 we have delivered more than 175 projects for startups, SMEs and enterprises, and our AI work draws on that software engineering habit. Models ship with tests, monitoring, access controls and documentation, and they plug into the apps, ERPs and dashboards your teams already use. Our engineers in Bangalore, Hyderabad and Wilmington work in overlapping hours, so you get steady progress and a named lead who answers questions the same day.',
      'We work across healthcare, fintech, retail, logistics, education, real estate and manufacturing, where privacy rules and audit trails matter as much as accuracy. Whether you need a single proof of concept or a long-term AI roadmap, we scope the work in small, measurable stages so you can stop, adjust or scale with clear evidence at each step. Each stage ends with a demo on your own data and a short written review of what worked.',
    ],
    whyUs: [
      {
        title: 'Data before models',
        text: 'We audit your data sources, labeling and volumes before promising anything. If the data cannot support a reliable model, we tell you early and suggest what to collect, instead of billing for experiments that were never going to reach production.',
      },
      {
        title: 'Production-grade engineering',
        text: 'Every model we deliver comes with versioned code, reproducible training pipelines, automated tests and monitoring for drift. Your team can retrain, roll back or audit a prediction months later without reverse-engineering a notebook someone left behind.',
      },
      {
        title: 'Privacy built in',
        text: 'We design for HIPAA, GDPR and PCI DSS constraints from the first sprint: data minimization, role-based access, encryption and audit logs. Sensitive records can stay in your cloud account or on your own servers throughout training and inference.',
      },
      {
        title: 'Measured in business terms',
        text: 'We agree on the metric that matters to you, such as hours saved, forecast error or conversion rate, before work begins. Each release is reported against that baseline, so the value of the project is visible to finance as well as engineering.',
      },
    ],
    meta: {
      title: 'AI Development Services | NimbleForge',
      description:
        'AI development services from NimbleForge: machine learning, NLP, computer vision, chatbots, predictive analytics and AI strategy built for production use.',
      keywords: [
        'ai development services',
        'artificial intelligence company',
        'machine learning services',
        'ai consulting',
        'ai solutions for business',
      ],
    },
  },
  subServices: [
    {
      slug: 'machine-learning-models',
      name: 'Machine Learning Models',
      description:
        'Custom machine learning models trained on your data and deployed into production systems.',
      icon: 'Cpu',
      page: {
        promise:
          'Custom machine learning models that learn from your data and run reliably in production.',
        intro: [
          'Off-the-shelf AI tools rarely understand your pricing rules, your customer segments or the quirks in your sensor data. We design, train and deploy custom machine learning models for classification, regression, ranking, recommendation and anomaly detection, built around the records you already hold. The goal is a model that makes a specific decision better than the current rule or manual process, and that your engineers can operate without us.',
          'Our work covers the whole lifecycle: feature engineering, experiment tracking, model selection, evaluation against a clear baseline, packaging and serving. We favor the simplest model that meets the target, because simpler models are cheaper to run and easier to explain to auditors. When deep learning is justified, we size the GPU budget up front so training costs never surprise you.',
        ],
        deliverables: [
          {
            title: 'Data readiness report',
            text: 'A written assessment of your data sources, volumes, label quality, leakage risks and gaps, with a clear recommendation on whether the target accuracy is realistic before any modeling begins.',
          },
          {
            title: 'Feature engineering pipeline',
            text: 'Versioned, tested code that turns raw tables, logs or events into model-ready features, runnable on a schedule and shared by training and live predictions to avoid training-serving skew.',
          },
          {
            title: 'Trained and evaluated model',
            text: 'The selected model with its weights, hyperparameters and an evaluation report comparing it to your current baseline across accuracy, fairness slices, latency and cost per thousand predictions.',
          },
          {
            title: 'Prediction API or batch job',
            text: 'A containerized REST endpoint or scheduled batch scoring job, with authentication, input validation and autoscaling, ready to be called from your web app, ERP or data warehouse.',
          },
          {
            title: 'MLOps and retraining setup',
            text: 'Experiment tracking, a model registry and a retraining pipeline, so new versions can be trained, compared and promoted with one approval rather than a week of manual steps.',
          },
          {
            title: 'Model monitoring dashboard',
            text: 'Live views of prediction volume, latency, input drift and accuracy against ground truth as it arrives, with alerts routed to Slack, Teams or email when performance slips.',
          },
        ],
        process: [
          {
            title: 'Problem framing',
            text: 'We turn your business question into a precise prediction target, agree the success metric and baseline, and list the decisions the model will influence and who acts on them.',
          },
          {
            title: 'Data exploration',
            text: 'Our data scientists profile your sources, check label quality, spot leakage and build a first baseline, often a simple rule or linear model that sets the bar to beat.',
          },
          {
            title: 'Modeling and experiments',
            text: 'We test candidate algorithms and features in tracked experiments, tune the strongest options and review results with you every week, including where the model still makes mistakes.',
          },
          {
            title: 'Deployment',
            text: 'The approved model is packaged in a container, deployed behind an API or batch job in your cloud, and load-tested against your expected traffic and latency limits.',
          },
          {
            title: 'Monitor and retrain',
            text: 'After launch we watch drift and accuracy, schedule retraining as new labeled data arrives, and hand over runbooks so your own team can own the model lifecycle.',
          },
        ],
        technologies: [
          'Python',
          'scikit-learn',
          'XGBoost',
          'PyTorch',
          'TensorFlow',
          'MLflow',
          'Amazon SageMaker',
          'Kubeflow',
          'ONNX Runtime',
          'FastAPI',
          'Docker',
        ],
        outcomes: [
          {
            title: 'Consistent decisions at scale',
            text: 'Choices that once depended on manual review or fixed rules, such as credit limits, lead scores or reorder flags, are made consistently across thousands of records per hour.',
          },
          {
            title: 'Models your team can own',
            text: 'Reproducible pipelines, a model registry and clear documentation mean your engineers can retrain and release new versions without depending on the people who built the first one.',
          },
        ],
        faqs: [
          {
            question: 'How much data do we need to train a custom machine learning model?',
            answer:
              'It depends on the problem and the number of signals involved. Many tabular classification tasks work well with a few thousand labeled examples, while image or text models may need more. Our data readiness report gives a concrete answer for your case before you commit to a full build.',
          },
          {
            question: 'Can you improve a machine learning model our team already built?',
            answer:
              'Yes. We often start by reviewing an existing model, its training code and its evaluation. Common gains come from fixing data leakage, adding better features, recalibrating thresholds or moving it onto a proper serving and monitoring setup. We document every change so your team understands why performance moved.',
          },
          {
            question: 'How do you explain what a model is doing to non-technical stakeholders?',
            answer:
              "We use interpretable models where possible and add tools such as SHAP values to show which factors drove each prediction. Reports are written in plain language, with examples of correct and incorrect predictions, so product owners, compliance teams and regulators can judge the model's behavior.",
          },
          {
            question: 'How long does a first production model usually take to deliver?',
            answer:
              'A focused model with accessible data typically reaches production in 8 to 14 weeks: about two weeks of framing and data review, four to eight weeks of modeling and experiments, then two to four weeks of deployment and monitoring setup.',
          },
        ],
        meta: {
          title: 'Custom Machine Learning Model Development | NimbleForge',
          description:
            'NimbleForge builds custom machine learning models for classification, forecasting and recommendations, with MLOps, monitoring and retraining included.',
          keywords: [
            'machine learning development',
            'custom ml models',
            'mlops services',
            'ml model deployment',
            'machine learning consulting',
          ],
        },
      },
    },
    {
      slug: 'natural-language-processing',
      name: 'Natural Language Processing',
      description:
        'Text classification, extraction, search and summarization tuned to your documents and domain.',
      icon: 'MessageSquareText',
      page: {
        promise:
          'Turn contracts, tickets, reviews and reports into structured data your systems can use.',
        intro: [
          'Much of what your business knows is locked in unstructured text: support tickets, claim forms, contracts, clinical notes, product reviews and email threads. Our natural language processing services turn that text into fields, labels, summaries and search results that software can act on. We build pipelines that classify incoming messages, pull names and amounts out of documents, detect sentiment and route work to the right team automatically.',
          'We choose between classical NLP, fine-tuned transformer models and large language models based on accuracy, cost and privacy, not fashion. A ticket router handling a million messages a month may need a compact fine-tuned model, while a low-volume legal review tool can call a hosted LLM. Every pipeline is evaluated on a labeled sample of your own text, in each language you support.',
        ],
        deliverables: [
          {
            title: 'Annotated evaluation dataset',
            text: 'A labeled sample of your real documents, prepared with clear annotation guidelines, used to measure every model version fairly and to catch regressions whenever the pipeline changes.',
          },
          {
            title: 'Text classification models',
            text: 'Models that tag messages, tickets or documents by topic, intent, urgency or sentiment, with confidence scores so low-certainty items can be sent to a person for review.',
          },
          {
            title: 'Information extraction pipeline',
            text: 'Extraction of names, dates, amounts, clauses, product codes and other entities from PDFs, scans and emails, output as validated JSON that feeds your CRM, ERP or claims system.',
          },
          {
            title: 'Semantic search service',
            text: 'An embedding-based search index over your knowledge base, policies or product catalog that finds answers by meaning rather than exact keywords, while respecting filters and access permissions.',
          },
          {
            title: 'Summarization and drafting tools',
            text: 'Workflows that condense long reports, call transcripts or case files into consistent summaries and draft replies, with citations back to the source passages for quick verification.',
          },
          {
            title: 'Correction and review interface',
            text: 'APIs, webhooks and a lightweight review screen where your staff can correct outputs, with every correction captured as fresh training data for the next model update.',
          },
        ],
        process: [
          {
            title: 'Text audit',
            text: 'We sample your documents across sources, languages and formats, measure quality issues such as OCR noise or mixed languages, and agree which fields and labels matter most.',
          },
          {
            title: 'Annotation',
            text: 'We write annotation guidelines with your subject experts, label a representative set, and measure agreement between annotators so the evaluation data itself can be trusted.',
          },
          {
            title: 'Approach benchmarking',
            text: 'We benchmark rule-based, fine-tuned and large language model approaches on your labeled set, comparing accuracy, latency, cost per thousand documents and data residency requirements.',
          },
          {
            title: 'Pipeline build',
            text: 'The chosen approach is wrapped in a production pipeline with preprocessing, personal data redaction, confidence thresholds, human review queues and logging for audit.',
          },
          {
            title: 'Tune and expand',
            text: 'After launch we review errors weekly, retrain on corrected examples, and add new document types or languages once the first ones meet the agreed accuracy.',
          },
        ],
        technologies: [
          'Python',
          'spaCy',
          'Hugging Face Transformers',
          'PyTorch',
          'OpenAI API',
          'LangChain',
          'Elasticsearch',
          'pgvector',
          'Tesseract OCR',
          'Label Studio',
          'FastAPI',
        ],
        outcomes: [
          {
            title: 'Faster document handling',
            text: 'Routine reading, tagging and data entry shrink from minutes per document to seconds, freeing specialists to spend their time on exceptions, judgment calls and customer conversations.',
          },
          {
            title: 'Searchable institutional knowledge',
            text: 'Staff find the right policy, precedent or product answer by asking in plain language, instead of digging through shared drives or interrupting the one colleague who remembers.',
          },
        ],
        faqs: [
          {
            question: 'Which languages can your NLP solutions handle?',
            answer:
              'We regularly work with English and major European languages, plus Hindi, Telugu, Tamil and other Indian languages through multilingual models. Accuracy varies by language and domain, so we measure each one separately on your own text and report the results before anything goes live.',
          },
          {
            question: 'Will our confidential documents be sent to a third-party AI provider?',
            answer:
              'Only if you approve it. For sensitive material we use open-source models hosted in your cloud account or on your servers, or enterprise endpoints with zero data retention. We also redact personal data before processing wherever the use case allows it.',
          },
          {
            question: 'How accurate is automated data extraction from scanned documents?',
            answer:
              'Clean, typed forms often reach field-level accuracy above 95 percent, while handwritten or low-quality scans score lower. We set confidence thresholds so uncertain fields go to a human reviewer, which keeps overall error rates within the level your process can tolerate.',
          },
          {
            question: 'Do we need a large language model, or will a smaller NLP model do?',
            answer:
              'For high-volume, well-defined tasks like routing or tagging, a small fine-tuned model is usually cheaper, faster and easier to control. Large language models earn their cost on open-ended tasks such as summarization or drafting. We benchmark both on your data and recommend based on the numbers.',
          },
        ],
        meta: {
          title: 'Natural Language Processing Services | NimbleForge',
          description:
            'NLP services from NimbleForge: text classification, document data extraction, semantic search and summarization, evaluated on your own documents.',
          keywords: [
            'natural language processing services',
            'nlp development',
            'document data extraction',
            'text classification',
            'semantic search',
          ],
        },
      },
    },
    {
      slug: 'predictive-analytics',
      name: 'Predictive Analytics',
      description:
        'Forecasts of demand, churn, risk and revenue that feed planning and daily operations.',
      icon: 'TrendingUp',
      page: {
        promise:
          'Forecasts you can plan around, with clear confidence ranges and the reasons behind them.',
        intro: [
          'Predictive analytics answers the questions that planning meetings keep circling: how much stock to order, which customers are likely to leave, which invoices will be paid late, where equipment is likely to fail. We build forecasting and risk models on your historical data, combine them with external signals such as seasonality, holidays or weather, and deliver predictions inside the tools your planners and managers already open every morning.',
          'A forecast without a confidence range is just a guess with decimals. Our models report likely ranges, show which drivers moved each prediction, and are backtested against past periods so you know how they would have performed. We compare every model against your current method, whether that is a spreadsheet average or a vendor tool, and only recommend a switch when the improvement is clear.',
        ],
        deliverables: [
          {
            title: 'Consolidated historical data',
            text: 'Cleaned, joined history from your ERP, CRM, POS or billing systems, with gaps, outliers and one-off events documented, stored in a warehouse table your analysts can query directly.',
          },
          {
            title: 'Demand and sales forecasts',
            text: 'Forecasts by product, location, channel or customer segment at daily, weekly or monthly grain, with prediction intervals that support safety stock and staffing decisions.',
          },
          {
            title: 'Churn and risk scoring',
            text: 'Scores that rank customers, accounts, loans or assets by likelihood of churn, default or failure, refreshed on a schedule and explained with the top contributing factors.',
          },
          {
            title: 'Backtesting report',
            text: 'A comparison of model accuracy against your existing method across past periods, including error by segment, so you see exactly where the new forecasts help and where they do not.',
          },
          {
            title: 'Scenario planning tool',
            text: 'A simple interface or spreadsheet connector that lets planners adjust assumptions such as price changes, promotions or supplier lead times and see the forecast respond immediately.',
          },
          {
            title: 'Forecast dashboards and alerts',
            text: 'Power BI, Tableau or Looker dashboards showing forecasts, actuals and error trends side by side, plus alerts when a key metric drifts outside its expected range.',
          },
        ],
        process: [
          {
            title: 'Decision mapping',
            text: 'We identify which planning or risk decisions the forecasts will drive, the grain and horizon they need, and how forecast error currently costs you in stockouts, waste or losses.',
          },
          {
            title: 'Data assembly',
            text: 'We gather and reconcile historical records, tag promotions, holidays and disruptions, and add external data such as weather or market indices where it measurably helps.',
          },
          {
            title: 'Model backtesting',
            text: 'We train statistical, machine learning and hybrid forecasting models, backtest them over rolling historical windows, and choose the approach with the best accuracy for your priority segments.',
          },
          {
            title: 'Operational rollout',
            text: 'Forecasts are scheduled, written back to your warehouse or planning tool and shown on dashboards, with a parallel run against your existing method before full switchover.',
          },
          {
            title: 'Ongoing calibration',
            text: 'We track forecast error monthly, recalibrate after structural changes like new stores or pricing, and review performance with your planners at the end of each quarter.',
          },
        ],
        technologies: [
          'Python',
          'pandas',
          'scikit-learn',
          'LightGBM',
          'Prophet',
          'statsmodels',
          'Apache Spark',
          'dbt',
          'Snowflake',
          'Power BI',
          'Tableau',
        ],
        outcomes: [
          {
            title: 'Leaner inventory, fewer stockouts',
            text: 'Better demand forecasts let you hold less safety stock without missing sales; retailers and distributors commonly see forecast error fall by 15 to 30 percent against simple averages.',
          },
          {
            title: 'Earlier intervention on risk',
            text: 'Churn, default and failure scores give account managers, collections teams and maintenance crews a ranked list to act on weeks before a problem shows up in the monthly numbers.',
          },
        ],
        faqs: [
          {
            question: 'How much historical data is needed for reliable forecasting?',
            answer:
              'Two to three years of history is ideal for capturing seasonality, but useful models can be built with around a year of data, especially when supplemented with related products or external signals. New products without history are handled by borrowing patterns from similar items.',
          },
          {
            question: 'How do predictive models cope with sudden market changes?',
            answer:
              'No model foresees a true shock, but ours are built to recover quickly. We monitor error closely, flag periods when reality departs from the forecast, and let planners apply overrides. Retraining windows and event flags are adjusted so one unusual quarter does not distort the following year.',
          },
          {
            question: 'Can forecasts be delivered into our existing ERP or planning software?',
            answer:
              'Yes. We write forecasts back to SAP, Oracle NetSuite, Microsoft Dynamics, Odoo or your data warehouse through their APIs or staging tables. Planners keep working in the tools they know, and the forecast simply appears as a new field or report.',
          },
          {
            question:
              'What is the difference between predictive analytics and business intelligence?',
            answer:
              'Business intelligence describes what has already happened through reports and dashboards. Predictive analytics estimates what is likely to happen next and how confident we are about it. The two work well together: we often add forecast and risk columns directly into your existing BI dashboards.',
          },
        ],
        meta: {
          title: 'Predictive Analytics & Forecasting Services | NimbleForge',
          description:
            'Predictive analytics from NimbleForge: demand forecasting, churn and risk scoring, backtested models and dashboards that plug into your ERP and BI tools.',
          keywords: [
            'predictive analytics services',
            'demand forecasting',
            'churn prediction',
            'risk scoring models',
            'sales forecasting software',
          ],
        },
      },
    },
    {
      slug: 'computer-vision',
      name: 'Computer Vision',
      description:
        'Image and video models for inspection, detection, counting and document capture.',
      icon: 'ScanEye',
      page: {
        promise:
          'Vision systems that inspect, count and recognize what your cameras see, around the clock.',
        intro: [
          'Computer vision lets software read the images and video your business already captures, from production line cameras and warehouse CCTV to smartphone photos and scanned forms. We build models that detect defects, count items, read labels and meters, verify identity documents and track movement through a space. Each system is designed for the conditions it will really face: uneven lighting, dust, motion blur, new product variants and awkward camera angles.',
          'Deployment matters as much as accuracy in vision projects. Some models run in the cloud on uploaded images; others must run on an edge device beside the conveyor with no reliable network. We select architectures and hardware to meet your latency, bandwidth and privacy limits, and we build the labeling workflow you will need to keep the model accurate as products and environments change.',
        ],
        deliverables: [
          {
            title: 'Image capture and labeling plan',
            text: 'Guidance on camera placement, resolution and lighting, plus a labeling workflow and written guidelines so your images are annotated consistently with bounding boxes, masks or keypoints.',
          },
          {
            title: 'Labeled training dataset',
            text: 'A curated, versioned dataset of your images with annotations reviewed for quality, balanced across product types, shifts and conditions, and owned entirely by you.',
          },
          {
            title: 'Detection or classification model',
            text: 'A trained model for object detection, segmentation, classification or OCR, evaluated on held-out images with precision, recall and per-class error analysis you can review.',
          },
          {
            title: 'Edge or cloud inference service',
            text: 'An optimized model running on NVIDIA Jetson, an industrial PC or a cloud GPU endpoint, with frame rate and latency measured on the actual target hardware.',
          },
          {
            title: 'Operator review application',
            text: 'A web or tablet interface where operators see flagged images, confirm or reject detections and export reports, with every decision logged for traceability.',
          },
          {
            title: 'Plant and warehouse integration',
            text: 'Connections to PLCs, MES, WMS or mobile apps so detections trigger the right action, such as rejecting a part, updating stock counts or opening a quality ticket.',
          },
        ],
        process: [
          {
            title: 'Site and data survey',
            text: 'We review sample images or visit the site, assess cameras, lighting and throughput, and confirm the visual task is achievable at the accuracy and speed you need.',
          },
          {
            title: 'Capture and labeling',
            text: 'We collect representative images, label them against written guidelines, and deliberately include hard cases such as glare, occlusion and rare defect types.',
          },
          {
            title: 'Model training',
            text: 'We fine-tune proven detection and segmentation architectures on your dataset, use augmentation to cover lighting and angle variation, and analyze every class of error.',
          },
          {
            title: 'Hardware optimization',
            text: 'Models are quantized and compiled for the target device with TensorRT or ONNX Runtime, then benchmarked for frame rate, power draw and thermal stability.',
          },
          {
            title: 'Pilot and scale',
            text: 'We run a supervised pilot on one line, store or site, compare results with human inspectors, then roll out to further locations with monitoring in place.',
          },
        ],
        technologies: [
          'Python',
          'OpenCV',
          'PyTorch',
          'Ultralytics YOLO',
          'Detectron2',
          'NVIDIA TensorRT',
          'NVIDIA Jetson',
          'ONNX Runtime',
          'CVAT',
          'Amazon Rekognition',
        ],
        outcomes: [
          {
            title: 'Consistent inspection quality',
            text: 'Every item is checked against the same standard on every shift, and vision models often catch defects that tired eyes miss while freeing inspectors for the judgment calls.',
          },
          {
            title: 'Faster counting and capture',
            text: 'Stock counts, meter readings and document capture that took hours of manual work are completed in minutes, with images kept as evidence for audits and disputes.',
          },
        ],
        faqs: [
          {
            question: 'How many images are needed to train a computer vision model?',
            answer:
              'For a focused detection task, a few hundred to a few thousand labeled images per class is a typical starting point, fewer when we fine-tune a pretrained model. Rare defects are the hard part, so we plan data collection around them and use augmentation where it helps.',
          },
          {
            question: 'Can computer vision models run without an internet connection?',
            answer:
              'Yes. We regularly deploy models on edge hardware such as NVIDIA Jetson modules or industrial PCs that process video locally. Only results, alerts or sampled images are synced when a connection is available, which also reduces bandwidth costs and keeps raw footage on site.',
          },
          {
            question: 'Do we need to buy new cameras for a vision project?',
            answer:
              'Often not. Many projects work with existing IP cameras or smartphone photos. We test your current footage first, and only recommend new cameras, lenses or lighting when resolution, frame rate or angle would otherwise hold accuracy below what you need.',
          },
          {
            question: 'How do you handle privacy when camera footage includes people?',
            answer:
              'We design for privacy from the start: blurring faces on the device, storing only derived counts or events where possible, limiting retention and restricting access by role. We also help you document the processing for GDPR or local data protection requirements.',
          },
        ],
        meta: {
          title: 'Computer Vision Development Services | NimbleForge',
          description:
            'Computer vision development by NimbleForge: defect detection, object counting, OCR and video analytics, deployed on edge devices or in the cloud.',
          keywords: [
            'computer vision development',
            'image recognition services',
            'defect detection ai',
            'video analytics',
            'edge ai deployment',
          ],
        },
      },
    },
    {
      slug: 'ai-chatbots-virtual-assistants',
      name: 'AI Chatbots & Virtual Assistants',
      description: 'Chatbots and assistants that answer from your content and complete real tasks.',
      icon: 'Bot',
      page: {
        promise:
          'Assistants that answer accurately from your own content and hand off gracefully to people.',
        intro: [
          'A good assistant resolves the question, books the appointment or updates the order, and knows when to pass the conversation to a person. We build AI chatbots and virtual assistants for websites, mobile apps, WhatsApp, Slack and Microsoft Teams, grounded in your help articles, policies and product data through retrieval-augmented generation. Answers cite their sources, stay within the topics you approve and use the tone your brand already speaks in.',
          'We connect assistants to your systems so they can act, not just talk: checking order status, creating support tickets, scheduling visits or looking up account balances behind proper authentication. Guardrails block off-topic requests and prompt injection attempts, and every conversation is logged for review. For internal use, we build employee assistants that search HR policies, engineering documentation or sales playbooks while respecting existing document permissions.',
        ],
        deliverables: [
          {
            title: 'Conversation design',
            text: 'Mapped user journeys, intents, escalation rules and a tone guide, agreed with your support and compliance teams before any model is connected to real customers.',
          },
          {
            title: 'Knowledge retrieval pipeline',
            text: 'Ingestion of help center articles, PDFs, policies and product data into a vector index that refreshes automatically when content changes, so answers stay current.',
          },
          {
            title: 'Assistant with tool integrations',
            text: 'A working assistant that calls your APIs to check orders, book appointments, create tickets or update records, with authentication and permission checks on every action.',
          },
          {
            title: 'Multichannel deployment',
            text: 'The same assistant available in a website widget, mobile app, WhatsApp, Slack or Teams, with consistent behavior and formatting adapted to each channel.',
          },
          {
            title: 'Guardrails and evaluation suite',
            text: 'Automated tests covering hundreds of real questions plus off-topic and adversarial prompts, run before every release to catch wrong answers, data leaks and tone problems.',
          },
          {
            title: 'Analytics and handoff console',
            text: 'A dashboard of resolution rates, unanswered questions and user ratings, plus seamless handoff to live agents in Zendesk, Freshdesk, Intercom or your own helpdesk.',
          },
        ],
        process: [
          {
            title: 'Use case selection',
            text: 'We analyze your ticket history or internal requests to find the high-volume, well-documented questions where an assistant can resolve most conversations without human help.',
          },
          {
            title: 'Content preparation',
            text: 'We audit your knowledge base for gaps and contradictions, fix or flag outdated articles, and structure content so retrieval returns the right passage reliably.',
          },
          {
            title: 'Build and integrate',
            text: 'We build the assistant, connect it to your systems through secure APIs, and configure guardrails, escalation paths and logging for every conversation it handles.',
          },
          {
            title: 'Test with real questions',
            text: 'We run the assistant against a bank of real past questions and adversarial prompts, and your team reviews answers before a soft launch to a limited group of users.',
          },
          {
            title: 'Launch and improve',
            text: 'After rollout we review unanswered and low-rated conversations weekly, add missing content, refine prompts and expand the assistant to new topics or channels.',
          },
        ],
        technologies: [
          'OpenAI API',
          'Azure OpenAI Service',
          'Amazon Bedrock',
          'LangChain',
          'LlamaIndex',
          'Pinecone',
          'pgvector',
          'Rasa',
          'Twilio',
          'WhatsApp Business Platform',
          'Next.js',
          'Python',
        ],
        outcomes: [
          {
            title: 'Lighter support workload',
            text: 'Routine questions are answered instantly at any hour, and well-scoped assistants typically resolve 30 to 50 percent of incoming conversations without involving an agent.',
          },
          {
            title: 'Faster internal answers',
            text: 'Employees get answers from policies, manuals and documentation in seconds, with links to the source, instead of waiting on colleagues or searching scattered folders.',
          },
        ],
        faqs: [
          {
            question: 'How do you stop an AI chatbot from making up answers?',
            answer:
              'We ground every answer in retrieved passages from your approved content and instruct the assistant to say it does not know when nothing relevant is found. Answers show their sources, and our evaluation suite tests for unsupported claims before each release, so hallucinations are measured rather than hoped away.',
          },
          {
            question: 'Can the assistant hand a conversation over to a human agent?',
            answer:
              'Yes. Handoff triggers can include user requests, low confidence, frustration signals or sensitive topics such as complaints or refunds. The agent receives the full conversation and any collected details in your helpdesk, so customers never have to repeat themselves.',
          },
          {
            question: 'Which AI model will power our chatbot?',
            answer:
              'We select from models by OpenAI, Anthropic, Google, Meta and Mistral based on answer quality, cost, latency and where your data may be processed. The architecture keeps the model swappable, so you can change providers later without rebuilding the assistant or its integrations.',
          },
          {
            question: 'What does it cost to run an AI assistant each month?',
            answer:
              'Running costs depend mainly on conversation volume, answer length and the model chosen. We estimate cost per conversation during the pilot, apply caching and smaller models for simple queries, and set usage limits so your monthly bill stays within an agreed budget.',
          },
        ],
        meta: {
          title: 'AI Chatbot & Virtual Assistant Development | NimbleForge',
          description:
            'NimbleForge builds AI chatbots and virtual assistants grounded in your content, connected to your systems and deployed on web, WhatsApp, Slack and Teams.',
          keywords: [
            'ai chatbot development',
            'virtual assistant development',
            'customer support chatbot',
            'rag chatbot',
            'whatsapp chatbot',
            'enterprise ai assistant',
          ],
        },
      },
    },
    {
      slug: 'data-mining-analytics',
      name: 'Data Mining & Analytics',
      description:
        'Patterns, segments and anomalies uncovered from your data, turned into clear actions.',
      icon: 'Database',
      page: {
        promise: 'Find the patterns hidden in your data and turn them into confident decisions.',
        intro: [
          'Most companies collect far more data than they examine. Transactions, clickstreams, machine logs and support records hold patterns that explain which customers are most valuable, which products sell together, where fraud hides and why processes stall. Our data mining and analytics service finds those patterns with clustering, association rules, anomaly detection and statistical analysis, then explains them in terms your commercial and operations teams can act on this quarter.',
          'Good analysis depends on trustworthy data, so we often start by building the foundation: pipelines that pull from your operational systems, a warehouse model with consistent definitions, and quality checks that catch problems before they reach a report. On top of that we deliver segmentation, basket analysis, cohort studies and anomaly alerts, with every finding reproducible from versioned code rather than a one-off spreadsheet.',
        ],
        deliverables: [
          {
            title: 'Data pipelines and warehouse',
            text: 'Automated extraction from your databases, SaaS tools and files into a cloud warehouse, modeled with consistent business definitions and tested for freshness and completeness every day.',
          },
          {
            title: 'Customer segmentation model',
            text: 'Behavior-based segments built from purchase, usage and engagement data, each profiled by size, value and traits, and synced to your CRM or marketing platform for targeting.',
          },
          {
            title: 'Market basket analysis',
            text: 'Association rules showing which products, services or features are bought or used together, ranked by lift and revenue impact, ready for bundling, cross-sell and store layout decisions.',
          },
          {
            title: 'Anomaly detection alerts',
            text: 'Automated checks that flag unusual transactions, sensor readings, refunds or log patterns in near real time, tuned to keep false alarms low enough that teams keep paying attention.',
          },
          {
            title: 'Findings report and workshop',
            text: 'A plain-language report of the most valuable patterns found, with charts, estimated impact and recommended actions, presented in a working session with your decision makers.',
          },
          {
            title: 'Self-service dashboards',
            text: 'Interactive dashboards in Power BI, Tableau, Looker Studio or Metabase, so your teams can explore segments, trends and anomalies without queuing requests for an analyst.',
          },
        ],
        process: [
          {
            title: 'Question definition',
            text: 'We agree the business questions worth answering, such as where margin leaks or which customers to prioritize, and list the data sources that could answer them.',
          },
          {
            title: 'Data engineering',
            text: 'We build pipelines into a warehouse, reconcile definitions across systems, and add quality tests so duplicate records, missing values and broken joins are caught automatically.',
          },
          {
            title: 'Exploration and mining',
            text: 'Our analysts apply clustering, association mining, cohort analysis and anomaly detection, validating each pattern statistically so findings reflect real behavior rather than coincidence.',
          },
          {
            title: 'Interpret and recommend',
            text: 'We translate patterns into recommended actions with estimated value, review them with your domain experts, and discard findings that are true but not useful.',
          },
          {
            title: 'Operationalize',
            text: 'Valuable analyses become scheduled jobs, dashboards and alerts, documented so your own team can maintain them and extend them to answer new questions.',
          },
        ],
        technologies: [
          'Python',
          'pandas',
          'SQL',
          'Apache Spark',
          'Apache Airflow',
          'dbt',
          'PostgreSQL',
          'Google BigQuery',
          'Snowflake',
          'Power BI',
          'Tableau',
          'Metabase',
        ],
        outcomes: [
          {
            title: 'Sharper targeting and pricing',
            text: 'Clear segments and product affinities help marketing, sales and merchandising teams focus budget on the customers and bundles that actually drive margin, rather than on broad campaigns.',
          },
          {
            title: 'One version of the numbers',
            text: 'A governed warehouse with shared definitions ends debates over whose spreadsheet is right, so meetings spend their time on decisions instead of reconciling figures.',
          },
        ],
        faqs: [
          {
            question: 'What is the difference between data mining and predictive analytics?',
            answer:
              'Data mining explores existing data to discover patterns you did not know to look for, such as hidden customer segments or unusual transactions. Predictive analytics uses known patterns to forecast a specific future value. Many projects start with mining and move to prediction once the important drivers are understood.',
          },
          {
            question: 'Our data is spread across many systems. Can you still analyze it?',
            answer:
              'Yes, that is the usual starting point. We connect to databases, SaaS platforms such as Salesforce, Shopify or HubSpot, spreadsheets and log files, then reconcile them in a single warehouse. Identity matching across systems is handled carefully so customer and product records line up correctly.',
          },
          {
            question: 'Do we need a data warehouse before starting a data mining project?',
            answer:
              'No. If you do not have one, we can build a lean warehouse as part of the project, sized to your data volume and budget. If you already use Snowflake, BigQuery, Redshift or Azure Synapse, we work inside it and follow your existing conventions.',
          },
          {
            question: 'How do you make sure discovered patterns are not just coincidence?',
            answer:
              'We validate findings on held-out data and different time periods, apply statistical significance tests, and check whether a pattern makes sense to your domain experts. Anything that fails those checks is reported as a hypothesis to test, not as a conclusion to act on.',
          },
        ],
        meta: {
          title: 'Data Mining & Analytics Services | NimbleForge',
          description:
            'Data mining and analytics services from NimbleForge: data pipelines, customer segmentation, basket analysis, anomaly detection and self-service dashboards.',
          keywords: [
            'data mining services',
            'data analytics services',
            'customer segmentation',
            'market basket analysis',
            'anomaly detection',
          ],
        },
      },
    },
    {
      slug: 'ai-strategy-consulting',
      name: 'AI Strategy Consulting',
      description: 'A practical AI roadmap that ranks use cases by value, feasibility and risk.',
      icon: 'Compass',
      page: {
        promise: 'Know which AI projects to fund, in what order, and what each should return.',
        intro: [
          'Most leadership teams now face a long list of AI ideas and little evidence about which ones deserve budget. Our AI strategy consulting gives you that evidence. We interview stakeholders across departments, review your data and systems, and score each candidate use case on business value, technical feasibility, data readiness, cost and risk. The result is a ranked, costed roadmap rather than a slide deck of possibilities.',
          'We are an engineering company, so our recommendations are grounded in what it actually takes to build, deploy and maintain AI systems. That means realistic timelines, honest views on build versus buy, and early warnings where regulation, data quality or change management will slow things down. We also help you set up governance, vendor evaluation and skills plans so the roadmap survives contact with daily operations.',
        ],
        deliverables: [
          {
            title: 'AI opportunity assessment',
            text: 'A catalog of candidate use cases gathered from interviews across your departments, each described with the problem, affected users, current cost and the data it would depend on.',
          },
          {
            title: 'Data and infrastructure audit',
            text: 'An assessment of your data sources, quality, access, cloud platforms and security controls, identifying the gaps that would block AI projects and what it costs to close them.',
          },
          {
            title: 'Prioritized AI roadmap',
            text: 'A ranked 12 to 24 month plan with business cases, effort estimates, dependencies and milestones for each initiative, ordered so early projects lay foundations for later ones.',
          },
          {
            title: 'Build, buy or partner analysis',
            text: 'A comparison of off-the-shelf tools, platform features and custom development for each priority use case, covering license costs, lock-in, customization and total cost of ownership.',
          },
          {
            title: 'AI governance framework',
            text: 'Policies for acceptable use, data handling, model risk, human oversight and vendor review, aligned with the EU AI Act, the NIST AI Risk Management Framework and your industry regulations.',
          },
          {
            title: 'Pilot project specification',
            text: 'A detailed scope for the first proof of concept, including success metrics, data needs, team roles, budget and a go or no-go decision point, ready for internal or external delivery.',
          },
        ],
        process: [
          {
            title: 'Discovery interviews',
            text: 'We meet leaders and front-line staff across functions to understand goals, pain points and existing experiments, and collect candidate use cases in a shared register.',
          },
          {
            title: 'Current-state review',
            text: 'Our architects and data scientists examine your data, systems, security posture and team skills to judge what is feasible now and what needs groundwork first.',
          },
          {
            title: 'Use case scoring',
            text: 'Each opportunity is scored on value, feasibility, data readiness, risk and time to impact in a workshop with your leadership, making trade-offs explicit and agreed.',
          },
          {
            title: 'Roadmap and business cases',
            text: 'We turn the top priorities into a sequenced roadmap with costed business cases, build-or-buy recommendations and governance measures suited to your appetite for risk.',
          },
          {
            title: 'Pilot launch support',
            text: 'We help you staff and start the first proof of concept, define how its success will be measured, and review the results before wider investment is committed.',
          },
        ],
        technologies: [
          'Amazon SageMaker',
          'Azure Machine Learning',
          'Google Vertex AI',
          'Databricks',
          'Snowflake',
          'MLflow',
          'OpenAI API',
          'Power BI',
        ],
        outcomes: [
          {
            title: 'Confident investment decisions',
            text: 'Budget goes to the two or three initiatives with the strongest evidence of return, and ideas that look appealing but lack data or clear value are parked before they consume months.',
          },
          {
            title: 'Lower adoption risk',
            text: 'Governance, security and compliance questions are answered before the first model reaches customers, reducing the chance of a stalled rollout, a regulatory issue or a damaging public mistake.',
          },
        ],
        faqs: [
          {
            question: 'How long does an AI strategy engagement usually last?',
            answer:
              'A typical engagement runs four to eight weeks, depending on the number of departments involved and the state of your data. Smaller companies focused on one business unit can often complete the assessment and roadmap in about four weeks.',
          },
          {
            question: 'Are your AI strategy recommendations tied to a particular vendor?',
            answer:
              'No. We hold no reseller agreements, so we recommend whatever fits your needs, including off-the-shelf SaaS tools you can adopt without us. Where custom development is the right call, you are free to take the roadmap to any delivery partner or to your own team.',
          },
          {
            question: 'Who from our company needs to take part in the AI assessment?',
            answer:
              'We need an executive sponsor, a few hours each from department heads whose areas hold candidate use cases, and access to someone who understands your data and IT systems. Involving front-line staff early also surfaces practical ideas that leadership often misses.',
          },
          {
            question: 'What if our company has very little usable data today?',
            answer:
              'That is common and still worth assessing. The roadmap will then emphasize data collection, process digitization and use cases that rely on pretrained models or vendor tools, so you gain value early while building the data foundation that more ambitious AI projects will need later.',
          },
        ],
        meta: {
          title: 'AI Strategy Consulting & Roadmaps | NimbleForge',
          description:
            'AI strategy consulting from NimbleForge: use case discovery, data readiness audits, prioritized roadmaps, build-or-buy analysis and AI governance frameworks.',
          keywords: [
            'ai strategy consulting',
            'ai roadmap',
            'ai readiness assessment',
            'ai governance',
            'ai use case prioritization',
          ],
        },
      },
    },
  ],
};
