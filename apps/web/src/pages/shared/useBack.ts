import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Goes back in the visit's history; to the home page when this page was the visit's first. */
export function useBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  }, [location.key, navigate]);
}
