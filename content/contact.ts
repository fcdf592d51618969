import type { TitledText } from '@/content/types';

export const contact: {
  officesIntro: TitledText;
  quoteCta: TitledText;
  meetingCta: TitledText;
  whatsappCta: TitledText;
  responseTime: string;
} = {
  officesIntro: {
    title: 'Visit one of our offices',
    text: 'Our teams work from Bangalore, Hyderabad and Wilmington, Delaware. Whether you are across town or across the world, we are happy to meet in person, by video call or over a cup of coffee.',
  },
  quoteCta: {
    title: 'Request a quote',
    text: 'Tell us what you want to build, your timeline and a rough budget. A senior engineer will review it and send back questions, a suggested approach and a clear estimate with no obligation.',
  },
  meetingCta: {
    title: 'Book a free 30-minute call',
    text: 'Pick a time that suits you and talk through your idea with one of our solution architects. You will leave the call with honest advice on scope, technology and next steps.',
  },
  whatsappCta: {
    title: 'Message us on WhatsApp',
    text: 'Prefer a quick chat? Send us a message on WhatsApp with a line or two about your project, and someone from our team will reply during business hours in India or the US.',
  },
  responseTime: 'We reply to every inquiry within one business day.',
};
