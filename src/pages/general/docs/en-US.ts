// Agreement texts (English). Plain text, never HTML; section for section with zh-CN.ts (which prevails).
import { DOCS_UPDATED, HOTLINE, PRIVACY_EMAIL } from '../../shared/contact';
import { type AgreementDoc, type DocKey } from './types';

const a1: AgreementDoc = {
  title: 'Customer Service Agreement',
  updated: DOCS_UPDATED,
  intro:
    'This Agreement is made freely and on equal terms between the Operator and you. It covers the mobile, SIM card, broadband and related services you sign up for in this app or at our service centres. Please read all of it, especially the terms on real-name registration, suspension for unpaid charges, refunds and liability. By ticking “I have read and agree” or signing the service order form, you accept this Agreement.',
  sections: [
    {
      heading: '1. The parties',
      paragraphs: [
        '“The Operator”, “we” and “us” mean the operator of this app, a telecommunications company licensed to provide telecom services in Yunnan Province. “You” means the individual customer who has signed up for our services with their own valid ID and in whose name the service is held (the account holder).',
        'If someone applies on your behalf, they must show both your valid ID and their own, and we record both. This Agreement, the service order form, the tariff description and any promotion rules together form the whole agreement between us; where promotion rules provide otherwise on a specific point, the promotion rules apply.',
      ],
    },
    {
      heading: '2. Our services',
      paragraphs: [
        'Within our network coverage we provide mobile services (calls, texts and data), broadband access, and the plans, data packs and value-added services you choose. Prices and validity periods are those shown on the page when you order and on the service order form.',
        'This app lets you top up, check your account, change plans, subscribe to and cancel services, and make complaints and suggestions; some of these must be confirmed with an SMS code. Broadband is installed within 48 hours in towns and 72 hours in rural areas from the confirmed booking. If it cannot be installed, we refund everything you have paid.',
      ],
    },
    {
      heading: '3. Real-name registration and service password',
      paragraphs: [
        'Under the Cybersecurity Law, the Anti-Telecom and Online Fraud Law and the Provisions on the Registration of Telephone Users’ Real Identity Information, you must show your own valid ID and complete identity verification to join the network or transfer a number. If you decline, we cannot provide the service. A SIM card ordered online must be activated with a face check after you receive it.',
        'Your service password has 6 digits. Keep it safe and never share it. Anything done with the correct service password, or with an SMS code sent to your number, is treated as done by you. After 5 wrong attempts the function is locked for 30 minutes. You can reset the password in this app by SMS verification, or at a service centre with your ID.',
        'If your registration details are false, your ID has expired or your number shows signs of fraud, we may ask you to verify your identity again. If you do not, or the verification fails, we may restrict or suspend the service as the law allows.',
      ],
    },
    {
      heading: '4. Charges and payment',
      paragraphs: [
        'Prepaid customers top up first, and charges are deducted from the account balance. Postpaid customers are billed by calendar month and must pay by the due date on the bill.',
        'When a prepaid balance runs low, we send a reminder by text. If the balance falls below zero or exceeds your credit limit, we may suspend the service; it is restored within 24 hours after you clear the arrears.',
        'If a postpaid customer pays late, we may ask for payment and charge a late fee of 0.3% of the overdue amount per day. If the bill is still unpaid 30 days after the due date, we may suspend the service; if it remains unpaid 60 days after suspension, we may end the service and recover the debt by lawful means.',
        `If you question a charge, tell us in this app, on ${HOTLINE} or at a service centre, and we will look into it and reply. Itemised usage records are available for the last 6 months and require your service password and an SMS code.`,
      ],
    },
    {
      heading: '5. Top-up and refunds',
      paragraphs: [
        'Top-ups in this app are paid with WeChat Pay, in fixed amounts from ¥10 to ¥500; some pages accept any whole amount from ¥1 to ¥2,000. Top-ups to one number are limited to ¥5,000 a day. Top-up is unavailable during daily maintenance from 22:50 to 00:50.',
        'Please check the number carefully. A top-up is added to that number’s account balance, usually at once. If you top up someone else’s number by mistake, we can help you contact them but cannot guarantee that the money will be recovered.',
        'If you have paid but the top-up fails, the money goes back to the original payment method, normally within 1–3 working days.',
        'Account credit cannot be withdrawn as cash. When you close your account, the remaining cash balance can be refunded to you or moved to another of your numbers with us in this province. Bonus credit, coupons and prepayments made under “top up and get credit back” offers follow the promotion rules and are generally not refundable.',
      ],
    },
    {
      heading: '6. Your number',
      paragraphs: [
        'Phone numbers belong to the State; you have the right to use yours. Under the “one ID, five numbers” rule, one ID can hold at most 5 active mobile numbers with us (including our resellers). Once the limit is reached, no new number can be issued.',
        'A number you pick online is held for you for 30 minutes. Please pay within 30 minutes; otherwise the order is cancelled automatically and the number is released.',
        'You may suspend your service while keeping your number, or port your number to another operator under the national rules. To transfer a number to someone else, both of you must come to a service centre with valid ID. After a service ends, the number may be reissued following a cooling-off period, so unlink it from your bank, payment and other accounts in good time.',
      ],
    },
    {
      heading: '7. Changes to your services',
      paragraphs: [
        'A plan change requested this month takes effect on the 1st of next month, and you can change plan once a month. During a contract or promotion you can only move to a plan of the same or a higher tier.',
        'Data packs and boosters usually take effect as soon as you order them and expire at the end of the month. Before you order, this app shows the price and when the service starts, and asks you to confirm with an SMS code.',
        'If we change a tariff or withdraw a service, we will give you 30 days’ notice by text message or public notice. A plan still within its contract term continues on the agreed terms.',
      ],
    },
    {
      heading: '8. Service quality and complaints',
      paragraphs: [
        'We provide our services in line with the Telecommunications Service Standards. Terrain, buildings or your device may weaken the signal in some places. Broadband faults are repaired within 24 hours in towns and 48 hours in rural areas from the time you report them.',
        `To make a complaint, call ${HOTLINE} or use “Complaints and suggestions” in this app; we will reply within 48 hours. If you are not satisfied with the outcome, or have had no reply within 15 days of your complaint being accepted, you may appeal to the telecom user appeal authority.`,
      ],
    },
    {
      heading: '9. Suspension and termination',
      paragraphs: [
        'We may suspend or restrict the service if: (1) charges are unpaid; (2) your registration details are false or re-verification fails; (3) the number is suspected of being used for fraud, harassment or other illegal activity, or a competent authority lawfully requires action; or (4) you ask to suspend the service and keep your number. We restore the service promptly once the cause is removed. We will tell you in advance if network maintenance requires an interruption.',
        'You may close your account to end this Agreement. Before closing it, you must pay all charges, complete any contract or minimum-spend commitment, and cancel linked services such as broadband and secondary SIM cards. Accounts are closed in person at a service centre with your ID, or online after identity verification as guided in this app.',
        'We may end the service if a situation under (2) or (3) is not corrected within the required time, or if arrears remain unpaid 60 days after suspension.',
      ],
    },
    {
      heading: '10. Responsibilities',
      paragraphs: [
        'We protect your personal information as described in the Privacy Policy. If a service interruption or billing error is our fault, we will waive the charges or compensate you as the law requires.',
        'You must not use your number for illegal purposes, rent out, lend or sell your SIM card, send spam texts or harass others.',
        'You bear any loss caused by disclosing your service password or SMS codes, giving false information or breaching this Agreement. Neither party is liable for interruptions caused by force majeure, but we will work to restore the service as quickly as possible.',
      ],
    },
    {
      heading: '11. Disputes',
      paragraphs: [
        'This Agreement is governed by the laws of the People’s Republic of China. You keep all your rights under the Law on the Protection of Consumer Rights and Interests, and nothing in this Agreement limits them.',
        'We will both try to settle any dispute by discussion. If that fails, you may appeal to the telecom user appeal authority, complain to a consumer association, or bring proceedings in a people’s court with jurisdiction.',
      ],
    },
    {
      heading: '12. Effective date and other terms',
      paragraphs: [
        'This Agreement takes effect when you tick to accept it and your order is completed (or when you sign the service order form), and ends when the service has ended and both parties have fulfilled their obligations. This version applies from 1 November 2026.',
        'If we amend this Agreement, we will publish the change in this app in advance; if you do not accept it, you may ask to end the service before it takes effect. If the Chinese and English versions differ, the Chinese version prevails.',
      ],
    },
  ],
};

const a2: AgreementDoc = {
  title: 'Privacy Policy',
  updated: DOCS_UPDATED,
  intro:
    'The Operator (“we”) has written this Policy under the Personal Information Protection Law of the People’s Republic of China (PIPL) and related laws. It explains how we collect, use, store, share and protect your personal information when you use this app, and the rights you have. Please read it carefully, especially the parts about sensitive personal information.',
  sections: [
    {
      heading: '1. Information we collect',
      paragraphs: [
        'Account: when you open this app in WeChat and authorise it, we receive your WeChat openid and unionid to identify you; if WeChat also provides your nickname and profile photo, we use them only for display. When you bind a number or log in, we collect your mobile number.',
        'Real-name details: for services that require real-name registration, such as SIM cards and broadband, we collect your name and ID number, and the ID photos and face images needed for verification (see the Real-Name Registration and Personal Information Authorisation).',
        'Delivery and installation: to deliver a SIM card or install broadband, we collect the name, phone number and address of the recipient or contact person.',
        'Transactions: the order number, phone number, amount, time, payment status and WeChat Pay transaction number of your top-ups, purchases and payments. We do not collect your bank card number or payment password.',
        'Logs: our operation log records the pages you visit, the source parameter, the time of the visit and your browser’s device and version information (user agent). Phone numbers in the log are masked, and verification codes and login tokens are never recorded.',
        'Complaints: what you write when you submit a complaint or suggestion, your contact number and any images you upload.',
      ],
    },
    {
      heading: '2. How we use your information',
      paragraphs: [
        'To provide the services you choose: logging in, binding numbers, top-up and payment, processing orders, delivering SIM cards, installing broadband, and showing your balance, bills and orders.',
        'To keep your account and payments safe: confirming that it is really you, preventing impersonation, fraud and bogus orders, and applying the real-name, “one ID, five numbers” and blacklist rules.',
        'To handle complaints and customer service and meet our legal obligations, and to improve this app by analysing visits with statistical or de-identified data.',
        'Without your consent, we will not send you marketing messages or use your information for any purpose not stated in this Policy.',
      ],
    },
    {
      heading: '3. Legal basis for processing',
      paragraphs: [
        'Under Article 13 of the PIPL, we process your personal information because it is necessary to enter into or perform a contract to which you are a party (for example top-ups, orders and deliveries); because it is necessary to meet our legal obligations (for example real-name registration and keeping network logs); or because you have consented (for example to share your WeChat identity).',
        'ID numbers and face images are sensitive personal information. Before processing them, we explain why it is necessary and how it affects your rights, and ask for your separate consent.',
      ],
    },
    {
      heading: '4. SMS codes and captchas',
      paragraphs: [
        'When you log in, bind a number, place an order or reset your service password, we send a 6-digit code by SMS to your mobile number and may first ask you to type a picture captcha. This confirms that it is you and blocks automated requests.',
        'An SMS code is valid for 5 minutes and can be used once. A number can request a code once every 60 seconds and up to 10 times a day. After 5 wrong attempts, verification is locked for 30 minutes.',
        'A code stops working once it is used or expires. We never keep codes in logs, web addresses or local storage. Never tell anyone your code: our staff will never ask for it.',
      ],
    },
    {
      heading: '5. Cookies and local storage',
      paragraphs: [
        'A session cookie keeps you logged in and expires when you log out or the session ends. The XSRF-TOKEN cookie protects you against cross-site request forgery. We do not use cookies for cross-site tracking or advertising.',
        'We keep the following in local storage on your device: wechatUser_phone, the mobile number you have bound, used to fill in the top-up number and similar fields; sms2_lang, the language you chose; and, if you arrive from a partner mall, that mall’s login token, mall_token.',
        'A form you are filling in is kept temporarily in session storage, is cleared when you close the page and never includes verification codes. You can clear all of this data in your WeChat or browser settings.',
      ],
    },
    {
      heading: '6. Processors, sharing and disclosure',
      paragraphs: [
        'Payment: when you pay with WeChat Pay, the order number, amount and other necessary details go to its provider, Tenpay Payment Technology Co., Ltd., whose own privacy policy applies.',
        'Delivery and installation: we give the recipient’s name, phone number and address to the courier delivering your SIM card. Broadband is installed and repaired by our own technicians or contracted partners, who may use your information only as needed for that work.',
        'Identity verification: as the law requires, your name, ID number and face images are checked against the public-security authority’s citizen identity verification service.',
        'Our contracts require processors to handle your information in line with this Policy and for no other purpose. We do not sell your personal information or make it public, unless the law requires it or a competent authority lawfully demands it.',
      ],
    },
    {
      heading: '7. Where we store it and for how long',
      paragraphs: [
        'Your personal information is stored in mainland China and is not transferred abroad.',
        'We keep it only as long as its purpose requires, unless the law requires otherwise: real-name registration records while you use the service and for 2 years after it ends; transaction and order records for 3 years after the transaction; operation logs for 6 months; verification codes for 5 minutes.',
        'When the period ends, we delete or anonymise your information. Where deletion is technically impractical, we stop all processing except storage and necessary security measures.',
      ],
    },
    {
      heading: '8. Security',
      paragraphs: [
        'We protect your information with encrypted connections, access controls and log audits. Phone and ID numbers are partly masked on screen, and pages showing personal information cannot be shared or have their link copied in WeChat. Only authorised staff who need your information can access it, and they are bound by confidentiality.',
        'If a personal information security incident occurs, we will take remedial action at once, and inform you and report to the authorities as required.',
      ],
    },
    {
      heading: '9. Your rights',
      paragraphs: [
        `Access and copies: you can see your bound numbers, orders and bills in this app, or call ${HOTLINE} to ask for access to, or a copy of, your personal information.`,
        'Correction: you can correct your contact number or address in this app. To correct your real-name registration details, visit a service centre with your ID.',
        'Deletion: you can ask us to delete your information when its purpose has been achieved, when we stop providing the service, when you withdraw consent, or if we have processed it unlawfully, except where the law requires us to keep it.',
        'Withdrawing consent and closing your account: you can unbind your numbers and clear local data in this app, or contact customer service to withdraw consent or close your account in this app. Withdrawal does not affect processing already carried out. Closing your account in this app does not end your telecom service; to do that, follow the Customer Service Agreement.',
        'We may need to verify your identity first, and we will reply within 15 working days.',
      ],
    },
    {
      heading: '10. Minors',
      paragraphs: [
        'SIM cards and broadband can be ordered online only by customers aged 16 to 60; anyone under 16 must apply at a service centre with a guardian.',
        'Children under 14 need the consent of a parent or guardian before using this app. If we find that we have processed a child’s personal information without that consent, we will delete it promptly.',
      ],
    },
    {
      heading: '11. Changes to this Policy',
      paragraphs: [
        'When we update this Policy, we publish it in this app with the date of the update. If the purposes of processing, the kinds of information or the recipients change significantly, we will tell you prominently, for example by a pop-up or text message, and ask for your consent again where needed.',
      ],
    },
    {
      heading: '12. Contact us',
      paragraphs: [
        `For questions, comments or complaints, call ${HOTLINE}, email ${PRIVACY_EMAIL} or visit one of our service centres. We will reply within 15 working days.`,
        'If you are not satisfied with our reply, or believe our processing has harmed your rights, you may complain to the cyberspace or telecommunications regulator, or bring proceedings in a people’s court with jurisdiction.',
      ],
    },
  ],
};

const a3: AgreementDoc = {
  title: 'Real-Name Registration and Personal Information Authorisation',
  updated: DOCS_UPDATED,
  intro:
    'Under the Cybersecurity Law, the Anti-Telecom and Online Fraud Law, the Provisions on the Registration of Telephone Users’ Real Identity Information and other laws and regulations, the real identity of the user must be registered and verified before a SIM card or broadband service is provided. For this purpose you give the Operator the following authorisation and confirmations. Please read them carefully, especially the parts on sensitive personal information and on the consequences of false information.',
  sections: [
    {
      heading: '1. Scope',
      paragraphs: [
        'This Authorisation covers new SIM cards (mobile numbers), new broadband installations and other services requiring real-name registration that are ordered through this app, whether you enter the details yourself or our staff enter them for you.',
        'It supplements the Customer Service Agreement and the Privacy Policy, which apply to anything this Authorisation does not cover.',
      ],
    },
    {
      heading: '2. Information you authorise us to collect',
      paragraphs: [
        'You authorise us to collect: your name, resident ID card number and the card’s validity period; photos of both sides of your ID card; a live photo or video of your face for face matching and liveness detection; your contact phone number; the SIM delivery address or broadband installation address; and a record of the process, including its time, channel and verification results.',
        'Your ID number and face images are sensitive personal information. By ticking to agree, you give your separate consent to our processing them for real-name registration and identity verification.',
      ],
    },
    {
      heading: '3. How your identity is verified',
      paragraphs: [
        'You authorise us to submit your name, ID number and face images to the public-security authority’s citizen identity verification service, which checks that the name matches the ID number, that the ID card is valid, and that your live image and the ID photo show the same person. The service returns the result to us.',
        'When you submit a SIM order, we first verify your name and ID number; after you receive the SIM card, you must pass the face check during activation before the card can be used. For broadband, the phone number and name you register must match your ID, or the installation may be delayed.',
      ],
    },
    {
      heading: '4. What we use it for',
      paragraphs: [
        'We use this information only to: register and verify your identity and open your number or broadband service; apply the “one ID, five numbers” rule, the age limits, the blacklist and other national and anti-fraud requirements; deliver your SIM card to the address you give, or send a technician to install broadband; and send verification codes and order, delivery and installation notices to your contact number.',
        'We will not use it for any other purpose or for marketing, and we will not use your face images to build any database unrelated to this service.',
      ],
    },
    {
      heading: '5. The “one ID, five numbers” check',
      paragraphs: [
        'National rules allow one ID to hold no more than 5 active mobile numbers with the same telecom company (including its resellers) anywhere in China.',
        'You authorise us to check how many numbers you already hold with us, and to check the cards you hold with other telecom companies through the national “One ID Check” (一证通查) and similar channels. If you are over the limit, or have applied for an unusual number of cards in a short time, we may carry out further checks or refuse the application.',
        'You can also use the “One ID Check” service of the Ministry of Industry and Information Technology to see which phone cards are registered in your name. If you find a number you did not apply for, please go to a service centre of that company to deal with it.',
      ],
    },
    {
      heading: '6. Age requirements',
      paragraphs: [
        'SIM cards and broadband can be ordered online in this app only by the customer in person, aged at least 16 and no more than 60 on the day of the order.',
        'Applicants under 16 must come to a service centre with a guardian, both bringing valid ID. Customers over 60 are welcome at our service centres, where our staff will help you in person.',
      ],
    },
    {
      heading: '7. Accurate information and the consequences of false information',
      paragraphs: [
        'You confirm that the information you provide is true, accurate, complete and your own, and that you are not using someone else’s ID or a forged or altered one.',
        'If the information is false or verification fails, we cannot process your application: the order is cancelled and any payment is refunded to the original payment method. If a wrong address or phone number prevents delivery or installation, we may cancel the order.',
        'If your registration details prove false after the service has started, we may require you to verify your identity again, and may restrict, suspend or end the service as the law allows. Using someone else’s identity, or renting out, lending or selling SIM cards, carries legal liability, and we report suspected crimes to the authorities as the law requires.',
      ],
    },
    {
      heading: '8. Retention and protection',
      paragraphs: [
        'Real-name registration records are kept while you use the service and for 2 years after it ends, then deleted or anonymised. If an order is not completed, the ID photos and face images are deleted promptly after the order closes, and we keep only the verification record needed to prevent impersonation and fraud.',
        'This information is stored in mainland China and protected by encrypted storage and access controls. Face images are used only for identity verification.',
        'Apart from the public-security verification service, the courier (recipient’s name, phone number and address only) and broadband technicians (contact name, phone number and installation address only), we do not give your real-name information to third parties unless the law requires it.',
      ],
    },
    {
      heading: '9. Withdrawing your authorisation',
      paragraphs: [
        'Until the order is completed, you can withdraw this authorisation by cancelling the order. We then stop processing and handle the information already collected as described in section 8.',
        'Real-name registration is a legal condition of telecom service. Once your number or broadband service is open, withdrawing your authorisation for the registration information means closing the account, and after closure we must still keep the registration records for 2 years. Withdrawal does not affect processing carried out before it.',
      ],
    },
    {
      heading: '10. Confirmation',
      paragraphs: [
        `By ticking “I have read and agree to the Real-Name Registration and Personal Information Authorisation”, you confirm that you have read and understood all of it, and you agree to our processing your personal information, including sensitive personal information, as described above. For questions, call ${HOTLINE} or email ${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};

export default { a1, a2, a3 } satisfies Record<DocKey, AgreementDoc>;
