import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from './navigation';

/** Hands react-router's navigate to code outside React (see navigation.ts). */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => navigate(to, { replace: true })), [navigate]);
  return null;
}
